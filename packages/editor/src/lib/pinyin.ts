import { NEUTRAL_TONE, parsePinyinSyllable } from '@dubkit/sdk-core/markup';

export interface PhonemeChoice {
  pinyin: string;
  tone: number;
  /** How a reader writes it: tone marks and ü (háng, lǜ, le). */
  label: string;
}

/**
 * The readings of a Chinese character from pinyin-pro's dictionary, loaded on first use so the dictionary stays out
 * of the main bundle. ü is written v; the neutral tone is 5.
 */
export async function phonemeChoices(character: string): Promise<PhonemeChoice[]> {
  const { pinyin } = await import('pinyin-pro');
  const syllables = pinyin(character, { multiple: true, type: 'array', toneType: 'num', v: true });
  return syllables.flatMap((syllable) => {
    const choice = parsePinyinSyllable(syllable.replace(/0$/, String(NEUTRAL_TONE)));
    if (!choice) return [];
    return [{ ...choice, label: toneMarked(choice.pinyin, choice.tone) }];
  });
}

const TONE_MARKS: Record<string, string> = { a: 'āáǎà', e: 'ēéěè', i: 'īíǐì', o: 'ōóǒò', u: 'ūúǔù', ü: 'ǖǘǚǜ' };

/**
 * A reading as a reader writes it (hang 2 → háng, lv 4 → lǜ, le 5 → le), without the dictionary so a chip can show it
 * at once: the mark goes on a or e, on the o of ou, else on the last vowel.
 */
export function toneMarked(syllable: string, tone: number): string {
  const written = syllable.replace(/v/g, 'ü');
  if (tone < 1 || tone > 4) return written;
  const marks = [/a/, /e/, /o(?=u)/, /[iouü](?=[^iouü]*$)/].map((vowel) => written.search(vowel)).find((at) => at >= 0);
  if (marks === undefined) return written;
  const vowel = written.charAt(marks);
  return `${written.slice(0, marks)}${TONE_MARKS[vowel]?.charAt(tone - 1) ?? vowel}${written.slice(marks + 1)}`;
}
