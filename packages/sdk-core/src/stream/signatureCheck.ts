import { decryptText } from './cipher';
import { SIGNATURE_MAX_SKEW_SECONDS } from './signatureHeader';

/**
 * For the server: the second a signature was made in, or null when it is not this key's, not within the allowed skew
 * of `nowMs`, or not written as `createSignature` writes it (a canonical integer: `0123`, `+123`, ` 123` or `123.0`
 * would be the same second encrypted to another text, a replay the server could not see).
 */
export async function signedSecond(
  key: string,
  signature: string,
  nowMs: number = Date.now(),
  maxSkewSeconds: number = SIGNATURE_MAX_SKEW_SECONDS,
): Promise<number | null> {
  let text: string;
  try {
    text = await decryptText(key, signature);
  } catch {
    return null;
  }
  if (!/^(0|[1-9]\d{0,15})$/.test(text)) return null;
  const seconds = Number(text);
  return Math.abs(seconds - nowMs / 1000) <= maxSkewSeconds ? seconds : null;
}
