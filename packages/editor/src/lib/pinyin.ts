import { NEUTRAL_TONE, parsePinyinSyllable } from '@dubkit/sdk-core';

export interface PhonemeChoice {
  pinyin: string;
  tone: number;
}

/**
 * The readings of a Chinese character from pinyin-pro's dictionary, loaded on first use so the dictionary stays out
 * of the main bundle. ü is written v; the neutral tone is 5.
 */
export async function phonemeChoices(character: string): Promise<PhonemeChoice[]> {
  const { pinyin } = await import('pinyin-pro');
  const syllables = pinyin(character, { multiple: true, type: 'array', toneType: 'num', v: true });
  return syllables.flatMap((syllable) => parsePinyinSyllable(syllable.replace(/0$/, String(NEUTRAL_TONE))) ?? []);
}
