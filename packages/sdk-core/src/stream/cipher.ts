import { ecb } from '@noble/ciphers/aes.js';

/**
 * AES-ECB with PKCS#7 padding and base64 text, as the spec's stream signature and audition text use. WebCrypto has
 * no ECB (and no crypto.subtle at all on plain-HTTP pages), so a cipher library does it. The key is UTF-8 text of 16,
 * 24 or 32 bytes. The functions return promises so that a platform cipher can take over without an API change.
 */

const encoder = /* @__PURE__ */ new TextEncoder();
const decoder = /* @__PURE__ */ new TextDecoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export async function encryptText(key: string, text: string): Promise<string> {
  return toBase64(ecb(encoder.encode(key)).encrypt(encoder.encode(text)));
}

/** Rejects when the text was not encrypted with this key. */
export async function decryptText(key: string, cipher: string): Promise<string> {
  return decoder.decode(ecb(encoder.encode(key)).decrypt(fromBase64(cipher)));
}

export function createSignature(key: string, nowMs: number = Date.now()): Promise<string> {
  return encryptText(key, String(Math.floor(nowMs / 1000)));
}
