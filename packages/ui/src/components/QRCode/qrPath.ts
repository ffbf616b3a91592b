/// <reference path="./qrcode-core.d.ts" />

export type QRErrorLevel = 'L' | 'M' | 'Q' | 'H';

export interface QRPath {
  /** Side of the symbol including the quiet zone, in modules. */
  size: number;
  /** One SVG path drawing every dark module. */
  d: string;
}

/** A symbol's modules (qrcode's BitMatrix), typed here so the published types need no @types/qrcode. */
export interface QRModules {
  size: number;
  data: ArrayLike<number | boolean>;
}

/** Draws a symbol's dark modules as one SVG path, row by row in horizontal runs. */
export function modulesPath({ size, data }: QRModules, quietZone = 4): QRPath {
  let d = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col++;
      d += `M${start + quietZone} ${row + quietZone}h${col - start}v1h${start - col}z`;
    }
  }
  return { size: size + quietZone * 2, d };
}

// The encoder is loaded on first use: pages without a QR code never download it.
let encoder: Promise<typeof import('qrcode/lib/core/qrcode.js')> | undefined;

/** Encodes text as a QR symbol and returns its path. */
export async function loadQRPath(value: string, level: QRErrorLevel = 'M', quietZone = 4): Promise<QRPath> {
  encoder ??= import('qrcode/lib/core/qrcode.js').catch((error: unknown) => {
    encoder = undefined;
    throw error;
  });
  const { create } = await encoder;
  return modulesPath(create(value, { errorCorrectionLevel: level }).modules, quietZone);
}
