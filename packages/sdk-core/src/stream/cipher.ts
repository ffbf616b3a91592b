/**
 * AES-ECB with PKCS#7 padding and base64 text, as the spec's stream signature and audition text use. WebCrypto has
 * no ECB, so it is built from AES-CBC with a zero IV: the first CBC block of a single block is its ECB block.
 * The key is UTF-8 text of 16, 24 or 32 bytes. WebCrypto needs a secure context (HTTPS or localhost) in browsers.
 */

const encoder = /* @__PURE__ */ new TextEncoder();
const decoder = /* @__PURE__ */ new TextDecoder();
const CBC = { name: 'AES-CBC', iv: /* @__PURE__ */ new Uint8Array(16) };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function importKey(key: string) {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('AES needs WebCrypto, which browsers offer only on HTTPS or localhost');
  return subtle.importKey('raw', encoder.encode(key), 'AES-CBC', false, ['encrypt', 'decrypt']);
}

async function encryptBlock(key: Awaited<ReturnType<typeof importKey>>, block: Uint8Array<ArrayBuffer>) {
  // WebCrypto appends a padding block of its own; only the first block is the ECB one.
  return new Uint8Array(await crypto.subtle.encrypt(CBC, key, block), 0, 16);
}

export async function encryptText(key: string, text: string): Promise<string> {
  const cryptoKey = await importKey(key);
  const data = encoder.encode(text);
  const padding = 16 - (data.length % 16);
  const padded = new Uint8Array(data.length + padding).fill(padding);
  padded.set(data);
  const cipher = new Uint8Array(padded.length);
  await Promise.all(
    Array.from({ length: padded.length / 16 }, async (_, i) => {
      cipher.set(await encryptBlock(cryptoKey, padded.slice(i * 16, i * 16 + 16)), i * 16);
    }),
  );
  return toBase64(cipher);
}

/** Rejects when the text was not encrypted with this key. */
export async function decryptText(key: string, cipher: string): Promise<string> {
  const cryptoKey = await importKey(key);
  const data = fromBase64(cipher);
  const length = data.length;
  if (!length || length % 16) throw new Error('AES-ECB cipher text must be whole 16-byte blocks');
  // A last block that CBC decrypts to a whole padding block, so that WebCrypto's own padding check passes.
  const tail = await encryptBlock(
    cryptoKey,
    data.slice(-16).map((byte) => byte ^ 16),
  );
  const joined = new Uint8Array(length + 16);
  joined.set(data);
  joined.set(tail, length);
  const plain = new Uint8Array(await crypto.subtle.decrypt(CBC, cryptoKey, joined));
  // CBC XORs each block with the cipher block before it; ECB does not.
  for (let i = 16; i < length; i++) plain[i] = (plain[i] as number) ^ (data[i - 16] as number);
  const padding = plain[length - 1] as number;
  if (!padding || padding > 16 || plain.subarray(length - padding).some((byte) => byte !== padding)) {
    throw new Error('Wrong AES key or corrupt cipher text (bad padding)');
  }
  return decoder.decode(plain.subarray(0, length - padding));
}

/** The stream signature header: the current epoch seconds, encrypted with the signature key. */
export const SIGNATURE_HEADER = 'X-Signature';
/** How far a signature's time may be from the server's clock. */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;

export function createSignature(key: string, nowMs: number = Date.now()): Promise<string> {
  return encryptText(key, String(Math.floor(nowMs / 1000)));
}

/** For the server: true when the signature decrypts to a time within the allowed skew of `nowMs`. */
export async function verifySignature(
  key: string,
  signature: string,
  nowMs: number = Date.now(),
  maxSkewSeconds: number = SIGNATURE_MAX_SKEW_SECONDS,
): Promise<boolean> {
  try {
    const seconds = await decryptText(key, signature);
    return /^\d+$/.test(seconds) && Math.abs(Number(seconds) - nowMs / 1000) <= maxSkewSeconds;
  } catch {
    return false;
  }
}
