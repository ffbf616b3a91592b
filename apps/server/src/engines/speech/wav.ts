import type { Pcm } from './pcm';

/** Reads a RIFF/WAVE file (PCM 8/16/24/32-bit or 32-bit float), mixing channels down to mono. */
export function decodeWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE')
    throw new Error('not a WAV file (no RIFF/WAVE header)');
  let format = 0;
  let channels = 0;
  let sampleRate = 0;
  let bits = 0;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    // Streamed WAVs (espeak before closing, Azure chunked) carry a placeholder size: clamp to the bytes present.
    const size = Math.min(view.getUint32(offset + 4, true), bytes.length - offset - 8);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = view.getUint16(body, true);
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
      if (format === 0xfffe && size >= 26) format = view.getUint16(body + 24, true);
    } else if (id === 'data') {
      if (!channels || !sampleRate) throw new Error('WAV data chunk before its fmt chunk');
      return { samples: readSamples(view, body, size, format, bits, channels), sampleRate };
    }
    offset = body + size + (size & 1);
  }
  throw new Error('WAV file has no data chunk');
}

function readSamples(view: DataView, start: number, size: number, format: number, bits: number, channels: number) {
  const bytesPerSample = bits / 8;
  const frames = Math.floor(size / (bytesPerSample * channels));
  const out = new Float32Array(frames);
  const read = sampleReader(view, format, bits);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    const base = start + frame * bytesPerSample * channels;
    for (let ch = 0; ch < channels; ch++) sum += read(base + ch * bytesPerSample);
    out[frame] = sum / channels;
  }
  return out;
}

function sampleReader(view: DataView, format: number, bits: number): (offset: number) => number {
  if (format === 3 && bits === 32) return (o) => view.getFloat32(o, true);
  if (format !== 1) throw new Error(`unsupported WAV sample format ${format}`);
  if (bits === 16) return (o) => view.getInt16(o, true) / 32768;
  if (bits === 8) return (o) => (view.getUint8(o) - 128) / 128;
  if (bits === 24)
    return (o) => (view.getUint8(o) | (view.getUint8(o + 1) << 8) | (view.getInt8(o + 2) << 16)) / 8388608;
  if (bits === 32) return (o) => view.getInt32(o, true) / 2147483648;
  throw new Error(`unsupported WAV bit depth ${bits}`);
}

/** Writes 16-bit mono PCM WAV. */
export function encodeWav(pcm: Pcm): Uint8Array {
  const n = pcm.samples.length;
  const bytes = new Uint8Array(44 + n * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + n * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, pcm.sampleRate, true);
  view.setUint32(28, pcm.sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, n * 2, true);
  for (let i = 0; i < n; i++) {
    const v = Math.max(-1, Math.min(1, pcm.samples[i] ?? 0));
    view.setInt16(44 + i * 2, Math.round(v * 32767), true);
  }
  return bytes;
}
