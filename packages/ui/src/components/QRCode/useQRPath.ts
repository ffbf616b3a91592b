import { useEffect, useState } from 'react';
import { loadQRPath, type QRErrorLevel, type QRPath } from './qrPath';

/** The SVG path of a QR code for `value`, or null while the encoder loads or while there is no value. */
export function useQRPath(value: string, level: QRErrorLevel): QRPath | null {
  const [result, setResult] = useState<{ key: string; path?: QRPath; error?: unknown }>({ key: '' });
  const key = `${level}:${value}`;
  useEffect(() => {
    if (!value) return;
    let current = true;
    loadQRPath(value, level).then(
      (path) => current && setResult({ key, path }),
      (error: unknown) => current && setResult({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, value, level]);
  // An unencodable value (e.g. too long) is a programming error: surface it to the nearest error boundary.
  if (result.key === key && result.error) throw result.error;
  return value && result.key === key ? (result.path ?? null) : null;
}
