import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createEncoder, type WasmMediaEncoder } from 'wasm-media-encoders';
import type { Pcm } from './pcm';

type Mp3Encoder = WasmMediaEncoder<'audio/mpeg'>;
type Mp3Rate = 8000 | 11025 | 12000 | 16000 | 22050 | 24000 | 32000 | 44100 | 48000;
type Mp3Bitrate = 8 | 16 | 24 | 32 | 40 | 48 | 64 | 80 | 96 | 112 | 128 | 160 | 192 | 224 | 256 | 320;

const MP3_RATES: readonly number[] = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000];
// LAME's fixed encoder delay; decoders add their own 529 on top, as the Info tag convention expects.
const ENCODER_DELAY = 576;
const CHUNK = 1152 * 32;

export function defaultBitrate(sampleRate: number): Mp3Bitrate {
  return sampleRate <= 24000 ? 48 : 128;
}

/**
 * Encodes mono PCM to CBR MP3 with a LAME Info tag recording the encoder delay and padding, so
 * players that honour it (browsers, ffmpeg, mpg123) play exactly the samples given.
 */
export async function encodeMp3(pcm: Pcm, bitrate: Mp3Bitrate = defaultBitrate(pcm.sampleRate)): Promise<Uint8Array> {
  const file = await createMp3File(pcm.sampleRate, bitrate);
  file.write(pcm.samples);
  return file.end();
}

export interface Mp3File {
  /** Encodes the next samples; only the compressed frames are kept. */
  write(samples: Float32Array): void;
  /** The whole MP3, its Info tag first; the encoder is finished after this. */
  end(): Uint8Array;
}

/** encodeMp3 for audio that arrives piece by piece: the PCM is never held whole, only the MP3 frames. */
export async function createMp3File(
  sampleRate: number,
  bitrate: Mp3Bitrate = defaultBitrate(sampleRate),
): Promise<Mp3File> {
  const stream = await createMp3Stream(sampleRate, bitrate);
  const parts: Uint8Array[] = [];
  let samples = 0;
  return {
    write(chunk) {
      samples += chunk.length;
      const frames = stream.write(chunk);
      if (frames.length) parts.push(frames);
    },
    end() {
      parts.push(stream.end());
      return withInfoTag(parts, samples);
    },
  };
}

export interface Mp3Stream {
  /** Encodes the next samples; returns the frames completed so far (often empty for a short piece). */
  write(samples: Float32Array): Uint8Array;
  /** Flushes the last frames; the stream is finished after this. */
  end(): Uint8Array;
}

/** LAME compiled once per thread; each encoder is an instance of it (the package's own loader compiles on every call). */
let lame: WebAssembly.Module | undefined;
async function createMp3Encoder(): Promise<Mp3Encoder> {
  if (lame) return createEncoder('audio/mpeg', lame);
  const wasm = await readFile(createRequire(import.meta.url).resolve('wasm-media-encoders/wasm/mp3'));
  return createEncoder('audio/mpeg', wasm, (module) => {
    lame = module;
  });
}

/** Encoders left by finished streams, each a WASM instance (0.8 MB), kept for the next stream. */
const idleStreamEncoders: Mp3Encoder[] = [];
// Enough for a burst of 20 auditions (what the benchmarks make) and some: 19 MB at most.
const IDLE_STREAM_ENCODERS = 24;

/** Makes encoders ahead of need, so a burst of listeners does not wait while each is made (a few ms apiece). */
export async function prepareMp3Streams(count = IDLE_STREAM_ENCODERS): Promise<void> {
  while (idleStreamEncoders.length < Math.min(count, IDLE_STREAM_ENCODERS))
    idleStreamEncoders.push(await createMp3Encoder());
}

/**
 * An MP3 encoder for audio that arrives piece by piece; frames come out as soon as they are complete. Its
 * length is not known when it starts, so the stream has no Info tag: players play LAME's encoder delay
 * (576 samples) of silence first and up to one frame of padding after the end.
 */
export async function createMp3Stream(
  sampleRate: number,
  bitrate: Mp3Bitrate = defaultBitrate(sampleRate),
): Promise<Mp3Stream> {
  if (!MP3_RATES.includes(sampleRate)) throw new Error(`MP3 cannot carry ${sampleRate} Hz audio`);
  const mp3 = idleStreamEncoders.pop() ?? (await createMp3Encoder());
  mp3.configure({ sampleRate: sampleRate as Mp3Rate, channels: 1, bitrate });
  return {
    write: (samples) => joinBytes(encodeChunks(mp3, samples)),
    end() {
      const last = mp3.finalize().slice();
      if (idleStreamEncoders.length < IDLE_STREAM_ENCODERS) idleStreamEncoders.push(mp3);
      return last;
    },
  };
}

/** Frames for these samples, encoded a chunk at a time (each result copied out of the encoder's memory). */
function encodeChunks(mp3: Mp3Encoder, samples: Float32Array): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (let offset = 0; offset < samples.length; offset += CHUNK)
    parts.push(mp3.encode([samples.subarray(offset, offset + CHUNK)]).slice());
  return parts;
}

function joinBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

interface FrameHeader {
  header: number;
  mpeg1: boolean;
  sampleRate: number;
  bitrateKbps: number;
  size: number;
  samplesPerFrame: number;
  sideInfo: number;
  channels: number;
}

function frameHeader(bytes: Uint8Array, offset: number): FrameHeader | null {
  if (offset + 4 > bytes.length) return null;
  const header =
    (((bytes[offset] ?? 0) << 24) |
      ((bytes[offset + 1] ?? 0) << 16) |
      ((bytes[offset + 2] ?? 0) << 8) |
      (bytes[offset + 3] ?? 0)) >>>
    0;
  if (header >>> 21 !== 0x7ff) return null;
  const version = (header >>> 19) & 3;
  const layer = (header >>> 17) & 3;
  const rates = RATES[version];
  const bitrateKbps = (version === 3 ? BITRATES_V1 : BITRATES_V2)[(header >>> 12) & 15] ?? 0;
  const sampleRate = rates?.[(header >>> 10) & 3];
  if (layer !== 1 || !sampleRate || !bitrateKbps) return null;
  const mpeg1 = version === 3;
  const channels = ((header >>> 6) & 3) === 3 ? 1 : 2;
  return {
    header,
    mpeg1,
    sampleRate,
    bitrateKbps,
    size: Math.floor(((mpeg1 ? 144 : 72) * bitrateKbps * 1000) / sampleRate) + ((header >>> 9) & 1),
    samplesPerFrame: mpeg1 ? 1152 : 576,
    sideInfo: mpeg1 ? (channels === 1 ? 17 : 32) : channels === 1 ? 9 : 17,
    channels,
  };
}

// CRC-16/ARC, the checksum the LAME tag carries over itself.
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

/** The frames behind a LAME Info tag frame, copied into one buffer (the parts are emptied as they are copied). */
function withInfoTag(parts: Uint8Array[], sampleCount: number): Uint8Array {
  const head = parts.find((part) => part.length);
  const first = head && frameHeader(head, 0);
  if (!first) throw new Error('MP3 encoder produced no frames');
  const tagOffset = 4 + first.sideInfo;
  const table = first.mpeg1 ? BITRATES_V1 : BITRATES_V2;
  // The tag frame may need a higher bitrate than the audio to hold its 156 bytes.
  let index = table.indexOf(first.bitrateKbps);
  const sizeAt = (i: number) => Math.floor(((first.mpeg1 ? 144 : 72) * (table[i] ?? 0) * 1000) / first.sampleRate);
  while (index < table.length - 1 && sizeAt(index) < tagOffset + 156) index++;
  const tagSize = sizeAt(index);
  const out = new Uint8Array(tagSize + parts.reduce((n, p) => n + p.length, 0));
  let at = tagSize;
  for (let part = parts.shift(); part; part = parts.shift()) {
    out.set(part, at);
    at += part.length;
  }
  let count = 0;
  for (let offset = tagSize, h = first as FrameHeader | null; h; h = frameHeader(out, offset)) {
    count++;
    offset += h.size;
  }
  const frame = out.subarray(0, tagSize);
  const view = new DataView(out.buffer, out.byteOffset, tagSize);
  view.setUint32(0, ((first.header & ~(0xf << 12) & ~(1 << 9)) | (index << 12)) >>> 0);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) frame[offset + i] = value.charCodeAt(i);
  };
  const o = tagOffset;
  text(o, 'Info');
  view.setUint32(o + 4, 0x0f);
  view.setUint32(o + 8, count);
  view.setUint32(o + 12, out.length);
  for (let i = 0; i < 100; i++) frame[o + 16 + i] = Math.floor((i * 256) / 100);
  text(o + 120, 'LAME3.100');
  frame[o + 129] = 1;
  frame[o + 140] = Math.min(255, first.bitrateKbps);
  const padding = count * first.samplesPerFrame - ENCODER_DELAY - sampleCount;
  frame[o + 141] = ENCODER_DELAY >> 4;
  frame[o + 142] = ((ENCODER_DELAY & 15) << 4) | ((padding >> 8) & 15);
  frame[o + 143] = padding & 255;
  view.setUint32(o + 148, out.length);
  view.setUint16(o + 154, crc16(frame.subarray(0, o + 154)));
  return out;
}

export interface Mp3Info {
  sampleRate: number;
  channels: number;
  bitrateKbps: number;
  /** Audio frames, not counting an Info/Xing tag frame. */
  frames: number;
  samplesPerFrame: number;
  encoderDelay: number;
  padding: number;
  /** Samples a gapless decoder plays. */
  samples: number;
  durationMs: number;
}

/** Walks the MP3's frames and its Info/Xing tag: what a player will report and play. */
export function mp3Info(bytes: Uint8Array): Mp3Info {
  let offset = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    const size =
      (((bytes[6] ?? 0) & 0x7f) << 21) |
      (((bytes[7] ?? 0) & 0x7f) << 14) |
      (((bytes[8] ?? 0) & 0x7f) << 7) |
      ((bytes[9] ?? 0) & 0x7f);
    offset = 10 + size;
  }
  const first = frameHeader(bytes, offset);
  if (!first) throw new Error('not an MP3 stream: no frame header at the start');
  let encoderDelay = 0;
  let padding = 0;
  let frames = 0;
  const tagAt = offset + 4 + first.sideInfo;
  const tag = String.fromCharCode(...bytes.subarray(tagAt, tagAt + 4));
  if (tag === 'Info' || tag === 'Xing') {
    const lame = tagAt + 120;
    if (String.fromCharCode(...bytes.subarray(lame, lame + 4)) === 'LAME') {
      const a = bytes[lame + 21] ?? 0;
      const b = bytes[lame + 22] ?? 0;
      const c = bytes[lame + 23] ?? 0;
      encoderDelay = (a << 4) | (b >> 4);
      padding = ((b & 15) << 8) | c;
    }
    offset += first.size;
  }
  for (let h = frameHeader(bytes, offset); h; h = frameHeader(bytes, offset)) {
    frames++;
    offset += h.size;
  }
  const id3v1 = bytes.length - offset === 128 && String.fromCharCode(...bytes.subarray(offset, offset + 3)) === 'TAG';
  if (offset !== bytes.length && !id3v1) throw new Error(`MP3 stream broken at byte ${offset} of ${bytes.length}`);
  const samples = Math.max(0, frames * first.samplesPerFrame - encoderDelay - padding);
  return {
    sampleRate: first.sampleRate,
    channels: first.channels,
    bitrateKbps: first.bitrateKbps,
    frames,
    samplesPerFrame: first.samplesPerFrame,
    encoderDelay,
    padding,
    samples,
    durationMs: (samples * 1000) / first.sampleRate,
  };
}
