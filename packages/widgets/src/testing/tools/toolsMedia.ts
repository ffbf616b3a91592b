/** Images of the tools' stories as data URLs, so a story draws the same offline as online. */

const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** A captcha image with its answer drawn in. */
export const captchaImage = (answer: string, hue = 210) =>
  svg(
    `<rect width="120" height="40" fill="hsl(${hue},60%,94%)"/><path d="M4 30 C30 6 60 38 116 10" stroke="hsl(${hue},40%,70%)" fill="none"/><text x="60" y="28" font-size="22" font-family="monospace" text-anchor="middle" fill="hsl(${hue},50%,30%)" letter-spacing="4">${answer}</text>`,
    120,
    40,
  );

/** A cover, avatar or gallery picture: a coloured card with a label. */
export const picture = (label: string, hue: number, width = 300, height = 400) =>
  svg(
    `<rect width="${width}" height="${height}" fill="hsl(${hue},55%,62%)"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${width / 8}" fill="hsl(${hue},70%,85%)"/><text x="50%" y="60%" font-size="${Math.round(width / 8)}" font-family="sans-serif" text-anchor="middle" fill="#fff">${label}</text>`,
    width,
    height,
  );

export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAACWCAIAAABvmpKCAAABwklEQVR42u3awQ2FIBBFUZqxCxcu7cPyLQJbgGRCZuScuP4v+dwdtA4/0vwFCBoEDYIGQSNoEDQIGgQNgkbQIGgQNAgaBI2gQdAgaBA0hAV9PO/gF/U7s5/diruCtitoQdsVtKDtCtoB2xW0Axa0oO0KWtB2BQ1uCkHQIGgQNIIGQYOgQdAIGgQNgoZ8QZ/XPfhF/c7sZzfDrqCFJWhB2xW0oO0KWtB2Be2ABS1oYQla0HYF7WIFFysgaBA0CBoEjaBB0CBoEDSCBkFD/aA91rG7flfQdgUtaLuCdsB2Be2A7QrarqAFbVfQgra7U9DgphAEDYJG0CBoEDQIGgSNoEHQIGjIE7RHM9V3BS1oQQtaWIIWtKAFLWi7gha0oAUtaEELWliCdrECggZBI2gQNAgaBI2gQdAgaBA0CBpBj/FIyG7mR1GCtitoB2xX0A5Y0IIWlqAFbVfQgrYraAdst37Q4KYQBA2CRtAgaBA0CBoEjaBB0CBoyBO0xzprdqUpaEEjaEELWtCCFrSgBS1oQSNoQQta0ILeNWgQNAgaBI2gQdAgaBA0CBpBg6BB0CBoEDSCBkGDoEHQIGgEDYIGQUOgD+JDD5CYuii6AAAAAElFTkSuQmCC';

/** The same PNG as a data URL (a preview). */
export const pngDataUrl = `data:image/png;base64,${PNG_BASE64}`;

/** A small PNG (a page of text lines), as a pasted screenshot or a picked photo would be; `size` pads it. */
export function pngFile(name = 'screenshot.png', type = 'image/png', size?: number): File {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
  if (size === undefined) return new File([bytes], name, { type });
  const padded = new Uint8Array(size);
  padded.set(bytes.subarray(0, Math.min(bytes.length, size)));
  return new File([padded], name, { type });
}
