/**
 * A template label's colours come from the server (`textColor` on `bgColor`); a pair that reads badly (pale text on a
 * pale chip) keeps its background and gets dark or white text instead, whichever reads better, so every label meets
 * WCAG AA for small text (4.5:1).
 */

/** WCAG AA for normal-size text. */
export const LABEL_MIN_CONTRAST = 4.5;

const DARK_TEXT = '#1f2937';
const LIGHT_TEXT = '#ffffff';

type Rgb = readonly [number, number, number];

/** `#rgb`, `#rrggbb` (an alpha part is ignored) or `rgb()/rgba()`; null for anything else. */
export function parseColor(color: string | null | undefined): Rgb | null {
  const value = (color ?? '').trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])?$/.exec(value);
  if (short) return [short[1], short[2], short[3]].map((digit) => Number.parseInt(`${digit}${digit}`, 16)) as never;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/.exec(value);
  if (long) return [long[1], long[2], long[3]].map((pair) => Number.parseInt(pair as string, 16)) as never;
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(value);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
    return channels.every((channel) => channel <= 255) ? (channels as unknown as Rgb) : null;
  }
  return null;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface LabelColors {
  color: string;
  background: string;
}

/**
 * The colours to draw a label with: the server's pair when it reads well; its background with dark or white text when
 * the text colour is missing, unreadable or too faint; null (the theme's own label look) without a usable background.
 */
export function readableLabelColors(
  textColor: string | null | undefined,
  bgColor: string | null | undefined,
): LabelColors | null {
  const background = parseColor(bgColor);
  if (!background || !bgColor) return null;
  const text = parseColor(textColor);
  if (text && textColor && contrastRatio(text, background) >= LABEL_MIN_CONTRAST)
    return { color: textColor.trim(), background: bgColor.trim() };
  // Our dark grey or white where either reads well enough; on a mid tone only pure black does (black or white always
  // reaches 4.58:1 on some side).
  const ratio = (candidate: string) => contrastRatio(parseColor(candidate) as Rgb, background);
  const color =
    [DARK_TEXT, LIGHT_TEXT]
      .filter((candidate) => ratio(candidate) >= LABEL_MIN_CONTRAST)
      .sort((a, b) => ratio(b) - ratio(a))[0] ?? (ratio('#000000') >= ratio(LIGHT_TEXT) ? '#000000' : LIGHT_TEXT);
  return { color, background: bgColor.trim() };
}

/** Whether a template icon is a picture's address (else it is shown as text, e.g. an emoji). */
export function isImageIcon(icon: string): boolean {
  return /^(https?:|data:image\/|\/|\.\/)/i.test(icon.trim());
}

/** A template icon's address for an `<img>`: a server path (`/media/…`) is on the API's origin (`baseUrl`). */
export function iconSource(icon: string, baseUrl = ''): string {
  const trimmed = icon.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return trimmed;
  return `${baseUrl.replace(/\/+$/, '')}${trimmed}`;
}
