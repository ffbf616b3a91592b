import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qrPath';

/** Paints the path's runs back into a matrix to compare with the encoder's modules. */
function paint(d: string, size: number) {
  const grid = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) (grid[Number(y)] as number[])[Number(x) + i] = 1;
  }
  return grid;
}

describe('qrPath', () => {
  it('draws exactly the dark modules, offset by the quiet zone', () => {
    const value = 'https://pay.example.com/order/20260101?amount=19.9';
    const { size, d } = qrPath(value, 'M', 4);
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size + 8);
    const grid = paint(d, size);
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        expect(grid[row + 4]?.[col + 4]).toBe(modules.data[row * modules.size + col] ? 1 : 0);
      }
    }
  });

  it('grows with the error correction level', () => {
    expect(qrPath('配音工坊', 'H').size).toBeGreaterThanOrEqual(qrPath('配音工坊', 'L').size);
  });
});
