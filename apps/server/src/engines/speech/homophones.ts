import { pinyin } from 'pinyin-pro';

let table: Map<string, string> | null = null;

/** GB2312's level-1 characters (the 3,755 in everyday use), in its order: row 16–55, cells 1–94, bytes 0xB0A1–0xD7F9. */
function everydayCharacters(): string[] {
  const bytes: number[] = [];
  for (let row = 0xb0; row <= 0xd7; row++)
    for (let cell = 0xa1; cell <= 0xfe; cell++) if (!(row === 0xd7 && cell > 0xf9)) bytes.push(row, cell);
  return [...new TextDecoder('gb2312').decode(new Uint8Array(bytes))];
}

/** Syllable + tone (hang2, le0) → an everyday character with that reading and no other. */
function homophoneTable(): Map<string, string> {
  const found = new Map<string, string>();
  for (const char of everydayCharacters()) {
    const readings = pinyin(char, { toneType: 'num', multiple: true, type: 'array' });
    if (readings.length === 1 && readings[0] && !found.has(readings[0])) found.set(readings[0], char);
  }
  return found;
}

/**
 * For an engine that takes no phonemes (the neural providers read plain text): a character read one way only that
 * sounds as the mark asks, e.g. 行 marked háng → 杭. Null when no everyday character has that reading alone; the
 * marked text is then spoken as written. Tone 5 is the neutral tone.
 */
export function homophoneFor(syllable: string, tone: number): string | null {
  table ??= homophoneTable();
  // pinyin-pro writes ü (lü4); a mark may carry v (lv4).
  return table.get(`${syllable.toLowerCase().replace('v', 'ü')}${tone === 5 ? 0 : tone}`) ?? null;
}
