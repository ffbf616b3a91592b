import { create } from 'qrcode';

export type QRErrorLevel = 'L' | 'M' | 'Q' | 'H';

export interface QRPath {
  /** Side of the symbol including the quiet zone, in modules. */
  size: number;
  /** One SVG path drawing every dark module. */
  d: string;
}

/** Encodes text as a QR symbol and draws its dark modules as one SVG path, row by row in horizontal runs. */
export function qrPath(value: string, level: QRErrorLevel = 'M', quietZone = 4): QRPath {
  const { modules } = create(value, { errorCorrectionLevel: level });
  const { size, data } = modules;
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
