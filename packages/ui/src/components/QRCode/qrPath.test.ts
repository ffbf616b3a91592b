import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { loadQRPath, modulesPath } from './qrPath';

/** Paints the path's runs back into a matrix to compare with the encoder's modules. */
function paint(d: string, size: number) {
  const grid = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) (grid[Number(y)] as number[])[Number(x) + i] = 1;
  }
  return grid;
}

describe('modulesPath', () => {
  it('draws exactly the dark modules, offset by the quiet zone', () => {
    const { modules } = create('https://pay.example.com/order/20260101?amount=19.9', { errorCorrectionLevel: 'M' });
    const { size, d } = modulesPath(modules, 4);
    expect(size).toBe(modules.size + 8);
    const grid = paint(d, size);
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        expect(grid[row + 4]?.[col + 4]).toBe(modules.data[row * modules.size + col] ? 1 : 0);
      }
    }
  });
});

describe('loadQRPath', () => {
  it('loads the encoder and encodes with the given level', async () => {
    const value = '配音工坊';
    expect(await loadQRPath(value, 'H')).toEqual(modulesPath(create(value, { errorCorrectionLevel: 'H' }).modules));
    expect((await loadQRPath(value, 'H')).size).toBeGreaterThanOrEqual((await loadQRPath(value, 'L')).size);
  });

  it('rejects a value too long for any QR version', async () => {
    await expect(loadQRPath('x'.repeat(8000))).rejects.toThrow();
  });
});
