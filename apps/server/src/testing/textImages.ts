import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/** Fonts from npm, so that images of text are drawn alike on every machine: Noto Sans SC's nine weights. */
export const TEXT_IMAGE_FONT = 'Noto Sans SC';

/**
 * Points fontconfig (librsvg's font lookup, inside sharp) at Noto Sans SC from npm and the given font folders only.
 * Call before the process draws its first text: fontconfig reads FONTCONFIG_FILE once.
 */
export function loadTextImageFonts(extraFontDirs: string[] = []) {
  const require = createRequire(import.meta.url);
  const fontDirs = [dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json')), ...extraFontDirs];
  const dir = join(tmpdir(), 'dubkit-text-image-fonts');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `fonts-${fontDirs.length}.conf`);
  // Written aside and renamed: several test workers may write it at once.
  const written = `${file}.${process.pid}`;
  writeFileSync(
    written,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      ...fontDirs.map((fontDir) => `  <dir>${fontDir}</dir>`),
      `  <cachedir>${join(dir, 'cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  renameSync(written, file);
  process.env.FONTCONFIG_FILE = file;
}

export interface TextRun {
  text: string;
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  family?: string;
  weight?: number;
  color?: string;
}

export interface Shape {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  radius?: number;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A PNG (or JPEG) of text runs over flat shapes (a screenshot's bars and buttons) on a plain background. */
export async function renderTextImage(image: {
  width: number;
  height: number;
  background?: string;
  shapes?: Shape[];
  runs: TextRun[];
  format?: 'png' | 'jpeg';
}): Promise<Buffer> {
  const shapes = (image.shapes ?? []).map(
    (s) =>
      `<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="${s.radius ?? 0}" fill="${s.fill}"/>`,
  );
  const runs = image.runs.map(
    (r) =>
      `<text x="${r.x}" y="${r.y}" font-family="${r.family ?? TEXT_IMAGE_FONT}" font-size="${r.size}" ` +
      `font-weight="${r.weight ?? 400}" fill="${r.color ?? '#111'}">${escapeXml(r.text)}</text>`,
  );
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}">`,
    `<rect width="100%" height="100%" fill="${image.background ?? '#fff'}"/>`,
    ...shapes,
    ...runs,
    '</svg>',
  ].join('');
  const drawn = sharp(Buffer.from(svg));
  return image.format === 'jpeg' ? drawn.jpeg({ quality: 90 }).toBuffer() : drawn.png().toBuffer();
}
