/**
 * `value` with its first character swapped for another letter of base64 (and base64url): a forgery that certainly
 * differs from the real one. Putting a fixed letter there instead would be the real value once in 64 runs.
 */
export const forged = (value: string): string => `${value.startsWith('A') ? 'B' : 'A'}${value.slice(1)}`;
