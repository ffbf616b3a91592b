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

const TONE_MARKS: Readonly<Record<string, string>> = {
  a: 'āáǎà',
  e: 'ēéěè',
  i: 'īíǐì',
  o: 'ōóǒò',
  u: 'ūúǔù',
  ü: 'ǖǘǚǜ',
};

/**
 * A reading as a reader writes it (hang 2 → háng, lv 4 → lǜ, le 5 → le), for showing a numbered syllable: the mark goes
 * on a or e, on the o of ou, else on the last vowel.
 */
export function toneMarked(syllable: string, tone: number): string {
  const written = syllable.replace(/v/g, 'ü');
  if (tone < 1 || tone > 4) return written;
  const at = [/a/, /e/, /o(?=u)/, /[iouü](?=[^iouü]*$)/].map((vowel) => written.search(vowel)).find((i) => i >= 0);
  if (at === undefined) return written;
  const vowel = written.charAt(at);
  return `${written.slice(0, at)}${TONE_MARKS[vowel]?.charAt(tone - 1) ?? vowel}${written.slice(at + 1)}`;
}
