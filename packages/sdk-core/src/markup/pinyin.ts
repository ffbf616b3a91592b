/** Custom pinyin of the phoneme popover (spec part 2 §5): lowercase a–z only, at most 7 letters, tone 1–4 or 5. */

export const PINYIN_MAX_LENGTH = 7;
export const NEUTRAL_TONE = 5;

const PINYIN = /^[a-z]{1,7}$/;
const SYLLABLE = /^([a-z]{1,7})([1-5])$/;

/** What the custom pinyin input keeps of what was typed. */
export function sanitizePinyin(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, PINYIN_MAX_LENGTH);
}

export function isValidPinyin(pinyin: string, tone: number): boolean {
  return PINYIN.test(pinyin) && Number.isInteger(tone) && tone >= 1 && tone <= NEUTRAL_TONE;
}

/** Splits a numbered syllable such as `hang2` into pinyin and tone. */
export function parsePinyinSyllable(syllable: string): { pinyin: string; tone: number } | null {
  const match = SYLLABLE.exec(syllable);
  return match ? { pinyin: match[1] as string, tone: Number(match[2]) } : null;
}
