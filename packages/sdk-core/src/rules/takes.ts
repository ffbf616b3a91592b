/** Takes of a sentence (issue: dub to picture): each regeneration is a new take; the pinned one is what tasks use. */

/** Takes kept per sentence: enough to compare, few enough to choose between. */
export const SENTENCE_TAKES_MAX = 5;
/** Sentences asked about at once (a script of the full markup length has fewer). */
export const SENTENCE_LIST_MAX = 2000;

export const takesFullMessage = () => `每句最多保留${SENTENCE_TAKES_MAX}个版本，请先选定一个`;
export const takeMissingMessage = () => '该版本不存在，请刷新后重试';
