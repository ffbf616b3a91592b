import { NEUTRAL_TONE, parsePinyinSyllable } from '@dubkit/sdk-core';

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
  const { convert, pinyin } = await import('pinyin-pro');
  const syllables = pinyin(character, { multiple: true, type: 'array', toneType: 'num', v: true });
  return syllables.flatMap((syllable) => {
    const choice = parsePinyinSyllable(syllable.replace(/0$/, String(NEUTRAL_TONE)));
    if (!choice) return [];
    const label =
      choice.tone === NEUTRAL_TONE
        ? choice.pinyin.replace(/v/g, 'ü')
        : convert(`${choice.pinyin}${choice.tone}`, { format: 'numToSymbol' });
    return [{ ...choice, label }];
  });
}
