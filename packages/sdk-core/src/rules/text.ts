/**
 * The length every limit of the product counts (forms, request schemas, the server): characters as code points, so an
 * emoji or a rare CJK character outside the BMP is one, as a user counts it. Code points rather than grapheme clusters
 * because the editor's counter (`countLength`) counts them, and because they are the same in every runtime, where
 * Intl.Segmenter's clusters follow each engine's Unicode version: the client and the server must agree exactly.
 */
export function textLength(text: string): number {
  let count = 0;
  // A string iterates by code points: a surrogate pair is one step.
  for (const _ of text) count++;
  return count;
}

/** The text cut to `max` characters as `textLength` counts them (an input's limit; a native maxlength counts UTF-16). */
export function clampText(text: string, max: number): string {
  return textLength(text) <= max ? text : [...text].slice(0, max).join('');
}

/** A file size limit as product copy reads it: 100 MB → 100M. */
export const megabytesText = (bytes: number): string => `${bytes / (1024 * 1024)}M`;
