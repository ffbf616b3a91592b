// Chinese characters and full-width punctuation: a space between two of them is never a word break.
const CJK = '\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef';
const SPACE_BETWEEN_CJK = new RegExp(`(?<=[${CJK}]) +(?=[${CJK}])`, 'gu');

/**
 * A recognised line as a creator would type it: PaddleOCR joins the text boxes of one line with a space, which
 * belongs between Latin words and numbers ("OCR 2024") but not between Chinese characters (春天 来了 → 春天来了).
 */
export function lineText(recognised: string): string {
  return recognised.trim().replace(SPACE_BETWEEN_CJK, '');
}
