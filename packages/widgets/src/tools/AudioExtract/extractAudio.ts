import type { Input, InputAudioTrack } from 'mediabunny';
import { type AudioExtractFailure, decodeFraction, decoderCount } from './audioExtractRules';

/** An extraction that stopped for a reason the user is told (no audio track, a codec the browser lacks…). */
export class AudioExtractError extends Error {
  constructor(readonly failure: AudioExtractFailure) {
    super(`Audio extraction failed: ${failure.kind}`);
    this.name = 'AudioExtractError';
  }
}

export interface ExtractAudioOptions {
  /** Share of the audio decoded so far, 0…1 (the end of the last decoded sample over the track's span). */
  onProgress?: (fraction: number) => void;
  /** Decoding is over; the WAV file is being written (step 2). */
  onExtracting?: () => void;
  /** Stops the extraction; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** AudioDecoders run at once on shares of the track; by default from the file's length and the CPU's cores. */
  decoders?: number;
}

/** What the widget runs: a picked video in, a WAV file out. Stories and tests pass their own. */
export type ExtractAudio = (file: Blob, options?: ExtractAudioOptions) => Promise<Blob>;

const abortError = () => new DOMException('The extraction was canceled', 'AbortError');

function checkAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : abortError();
}

type Mediabunny = typeof import('mediabunny');

/** The codec's name for the message: mediabunny's name (aac, opus, ac3…), else the file's own codec id. */
async function codecName(track: InputAudioTrack): Promise<string> {
  const codec = await track.getCodec();
  if (codec) return codec;
  const id = await track.getInternalCodecId().catch(() => null);
  return id == null ? 'unknown' : String(id);
}

/** Frames gathered into one WAV packet: fewer, larger writes (about 1.4 s at 48 kHz). */
const PACKET_FRAMES = 65_536;

/** Whether this browser converts AudioData to interleaved 16-bit itself (null until tried). */
let nativeS16: boolean | null = null;

/**
 * Copies `count` frames from `from` as interleaved 16-bit PCM into `out` at frame `at`, converted by the browser; false
 * where it cannot (a different channel count, or no conversion to s16), and the caller converts in JavaScript.
 */
function copyS16(data: AudioData, out: Int16Array, at: number, from: number, count: number, channels: number) {
  if (nativeS16 === false || data.numberOfChannels !== channels) return false;
  try {
    data.copyTo(out.subarray(at * channels, (at + count) * channels), {
      planeIndex: 0,
      format: 's16',
      frameOffset: from,
      frameCount: count,
    });
    nativeS16 = true;
    return true;
  } catch {
    nativeS16 = false;
    return false;
  }
}

/** Interleaved 16-bit PCM from planar float samples, clamped. */
function toS16(planes: Float32Array[], frames: number, from: number, out: Int16Array, at: number) {
  const channels = planes.length;
  for (let channel = 0; channel < channels; channel++) {
    const plane = planes[channel] as Float32Array;
    let index = at * channels + channel;
    for (let frame = from; frame < frames; frame++) {
      const value = plane[frame] as number;
      out[index] = value >= 1 ? 32767 : value <= -1 ? -32768 : (value * 32768) | 0;
      index += channels;
    }
  }
}

interface Share {
  /** First packet whose audio is kept. */
  from: number;
  /** One past the last packet. */
  to: number;
  /** Audio before this time (s) is dropped: the file's start (an encoder's priming) or the share's first packet. */
  keepFrom: number;
}

/** Packets decoded before a share's first kept packet, so the decoder's overlap (AAC, Opus) is primed: 0.1 s. */
const PRE_ROLL_SECONDS = 0.1;

/**
 * The decoder configuration for a share that starts mid-stream: Opus's pre-skip (OpusHead bytes 10–11) is for the
 * stream's start only — a decoder that applied it again would shift the share's audio by those samples.
 */
function midStreamConfig(config: AudioDecoderConfig): AudioDecoderConfig {
  const description = config.description;
  if (config.codec !== 'opus' || !description) return config;
  const bytes = ArrayBuffer.isView(description)
    ? new Uint8Array(description.buffer.slice(description.byteOffset, description.byteOffset + description.byteLength))
    : new Uint8Array(description.slice(0));
  if (bytes.length < 12 || String.fromCharCode(...bytes.subarray(0, 8)) !== 'OpusHead') return config;
  bytes[10] = 0;
  bytes[11] = 0;
  return { ...config, description: bytes };
}

/**
 * Decodes one contiguous share of the packets with its own AudioDecoder into blocks of interleaved 16-bit PCM,
 * keeping only audio from `keepFrom` to `end` (s).
 */
async function decodeShare(
  chunks: readonly EncodedAudioChunk[],
  share: Share,
  preRoll: number,
  config: AudioDecoderConfig,
  end: number,
  onSeconds: (seconds: number) => void,
  isAborted: () => boolean,
): Promise<{ blocks: Int16Array[]; sampleRate: number }> {
  // The decoder's own rate: HE-AAC (SBR) comes out at twice the rate its configuration names.
  let sampleRate = config.sampleRate;
  const channels = config.numberOfChannels;
  const blocks: Int16Array[] = [];
  let block = new Int16Array(PACKET_FRAMES * channels);
  let filled = 0;
  const decoded: AudioData[] = [];
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const decoder = new AudioDecoder({
    output: (data) => {
      decoded.push(data);
      wake?.();
    },
    error: (error) => {
      failure = error;
      wake?.();
    },
  });
  let planes: Float32Array[] = [];
  const drain = () => {
    for (let data = decoded.shift(); data; data = decoded.shift()) {
      const frames = data.numberOfFrames;
      const timestamp = data.timestamp / 1e6;
      sampleRate = data.sampleRate;
      const first = Math.min(frames, Math.max(0, Math.round((share.keepFrom - timestamp) * sampleRate)));
      const last = Math.max(first, Math.min(frames, Math.round((end - timestamp) * sampleRate)));
      if (last > first) {
        let from = first;
        while (from < last) {
          const take = Math.min(last - from, PACKET_FRAMES - filled);
          if (!copyS16(data, block, filled, from, take, channels)) {
            if (planes.length !== channels || (planes[0]?.length ?? 0) < frames) {
              planes = Array.from({ length: channels }, () => new Float32Array(frames));
            }
            const dataChannels = data.numberOfChannels;
            for (let channel = 0; channel < channels; channel++) {
              data.copyTo(planes[channel] as Float32Array, {
                planeIndex: Math.min(channel, dataChannels - 1),
                format: 'f32-planar',
              });
            }
            toS16(planes, from + take, from, block, filled);
          }
          filled += take;
          from += take;
          if (filled === PACKET_FRAMES) {
            blocks.push(block);
            block = new Int16Array(PACKET_FRAMES * channels);
            filled = 0;
          }
        }
        onSeconds((last - first) / sampleRate);
      }
      data.close();
    }
  };
  try {
    decoder.configure(share.from > 0 ? midStreamConfig(config) : config);
    for (let index = Math.max(0, share.from - preRoll); index < share.to; index++) {
      if (isAborted()) return { blocks: [], sampleRate };
      if (failure) throw failure;
      decoder.decode(chunks[index] as EncodedAudioChunk);
      // Backpressure: a few hundred packets in flight (fewer starve the decoder), drain what has come out.
      while (decoder.decodeQueueSize > 256 && !failure) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          decoder.addEventListener('dequeue', () => resolve(), { once: true });
        });
        wake = null;
      }
      drain();
    }
    await decoder.flush();
    if (failure) throw failure;
    drain();
  } finally {
    for (const data of decoded) data.close();
    if (decoder.state !== 'closed') decoder.close();
  }
  if (filled > 0) blocks.push(block.subarray(0, filled * channels));
  return { blocks, sampleRate };
}

/**
 * The WebCodecs path: mediabunny demuxes the packets, the browser's AudioDecoder decodes them — contiguous shares at
 * once, each on its own decoder primed by a short pre-roll — and mediabunny's WavOutputFormat writes 16-bit PCM;
 * progress is reported as decoded audio comes out. Audio before the track's start (an AAC encoder's priming, cut by
 * the file's edit list) and after its end is dropped, as a player does.
 */
async function decodeWithWebCodecs(
  mb: Mediabunny,
  track: InputAudioTrack,
  config: AudioDecoderConfig,
  options: ExtractAudioOptions,
) {
  const { onProgress, onExtracting, signal } = options;
  const [start, end] = await Promise.all([track.getFirstTimestamp(), track.computeDuration()]);
  const channels = config.numberOfChannels;

  const chunks: EncodedAudioChunk[] = [];
  const times: number[] = [];
  for await (const packet of new mb.EncodedPacketSink(track).packets(undefined, undefined, {
    verifyKeyPackets: false,
  })) {
    checkAborted(signal);
    chunks.push(packet.toEncodedAudioChunk());
    times.push(packet.timestamp);
  }
  const count = Math.max(
    1,
    Math.min(
      options.decoders ?? decoderCount(chunks.length, end - start, globalThis.navigator?.hardwareConcurrency),
      chunks.length,
    ),
  );
  const shares: Share[] = Array.from({ length: count }, (_, k) => {
    const from = Math.floor((chunks.length * k) / count);
    return {
      from,
      to: Math.floor((chunks.length * (k + 1)) / count),
      keepFrom: k === 0 ? start : (times[from] ?? start),
    };
  });
  const packetSeconds = chunks.length > 1 ? (end - start) / chunks.length : PRE_ROLL_SECONDS;
  const preRoll = Math.max(2, Math.ceil(PRE_ROLL_SECONDS / packetSeconds));

  let seconds = 0;
  let fraction = 0;
  const onSeconds = (more: number) => {
    seconds += more;
    const next = decodeFraction(start + seconds, start, end, fraction);
    if (next > fraction) {
      fraction = next;
      onProgress?.(fraction);
    }
  };
  const isAborted = () => signal?.aborted === true;
  const decoded = await Promise.all(
    shares.map((share) => decodeShare(chunks, share, preRoll, config, end, onSeconds, isAborted)),
  );
  checkAborted(signal);
  onExtracting?.();
  const sampleRate = decoded[0]?.sampleRate ?? config.sampleRate;

  const target = new mb.BufferTarget();
  const output = new mb.Output({ format: new mb.WavOutputFormat(), target });
  const pcm = new mb.EncodedAudioPacketSource('pcm-s16');
  output.addAudioTrack(pcm);
  await output.start();
  try {
    let written = 0;
    for (const { blocks } of decoded) {
      while (blocks.length > 0) {
        const block = blocks.shift() as Int16Array;
        const blockFrames = block.length / channels;
        const bytes = new Uint8Array(block.buffer, block.byteOffset, block.byteLength);
        await pcm.add(
          new mb.EncodedPacket(bytes, 'key', written / sampleRate, blockFrames / sampleRate),
          written === 0 ? { decoderConfig: { codec: 'pcm-s16', sampleRate, numberOfChannels: channels } } : undefined,
        );
        written += blockFrames;
      }
    }
    checkAborted(signal);
    pcm.close();
    await output.finalize();
  } catch (error) {
    await output.cancel().catch(() => {});
    throw error;
  }
  if (!target.buffer) throw new AudioExtractError({ kind: 'unreadable', detail: 'empty output' });
  return new Blob([target.buffer], { type: 'audio/wav' });
}

/**
 * The fallback where WebCodecs lacks the codec (or is missing): the browser's own media stack decodes the whole
 * file (`decodeAudioData`, at the track's sample rate so nothing is resampled); mediabunny writes the WAV.
 */
async function decodeWithWebAudio(
  mb: Mediabunny,
  file: Blob,
  track: InputAudioTrack,
  codec: string,
  options: ExtractAudioOptions,
) {
  if (typeof OfflineAudioContext === 'undefined') {
    throw new AudioExtractError(
      typeof AudioDecoder === 'undefined' ? { kind: 'noWebCodecs' } : { kind: 'unsupported', codec },
    );
  }
  const { onProgress, onExtracting, signal } = options;
  const sampleRate = await track.getSampleRate();
  const channels = await track.getNumberOfChannels();
  const bytes = await file.arrayBuffer();
  checkAborted(signal);
  onProgress?.(0.1);
  let buffer: AudioBuffer;
  try {
    const context = new OfflineAudioContext({ numberOfChannels: Math.max(1, channels), length: 1, sampleRate });
    buffer = await context.decodeAudioData(bytes);
  } catch {
    throw new AudioExtractError({ kind: 'unsupported', codec });
  }
  checkAborted(signal);
  onProgress?.(1);
  onExtracting?.();
  const target = new mb.BufferTarget();
  const output = new mb.Output({ format: new mb.WavOutputFormat(), target });
  const source = new mb.AudioBufferSource({ codec: 'pcm-s16' });
  output.addAudioTrack(source);
  await output.start();
  await source.add(buffer);
  source.close();
  await output.finalize();
  if (!target.buffer) throw new AudioExtractError({ kind: 'unreadable', detail: 'empty output' });
  return new Blob([target.buffer], { type: 'audio/wav' });
}

/** The track's decoder configuration when the browser's WebCodecs AudioDecoder takes it, else null. */
async function webCodecsConfig(track: InputAudioTrack): Promise<AudioDecoderConfig | null> {
  if (typeof AudioDecoder === 'undefined') return null;
  try {
    const config = await track.getDecoderConfig();
    if (!config) return null;
    const { supported } = await AudioDecoder.isConfigSupported(config);
    return supported ? config : null;
  } catch {
    return null;
  }
}

async function primaryAudioTrack(input: Input) {
  try {
    await input.getFormat();
    return await input.getPrimaryAudioTrack();
  } catch (error) {
    throw new AudioExtractError({ kind: 'unreadable', detail: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * The audio of an mp4 / mov / m4a as a 16-bit PCM WAV, all in the browser (nothing is uploaded). mediabunny is loaded
 * on first use, so a page that never extracts does not download it.
 */
export const extractAudio: ExtractAudio = async (file, options = {}) => {
  checkAborted(options.signal);
  const mb = await import('mediabunny');
  const input = new mb.Input({ source: new mb.BlobSource(file), formats: [mb.MP4, mb.QTFF] });
  try {
    const track = await primaryAudioTrack(input);
    if (!track) throw new AudioExtractError({ kind: 'noAudio' });
    checkAborted(options.signal);
    const codec = await codecName(track);
    const config = await webCodecsConfig(track);
    if (config) {
      try {
        return await decodeWithWebCodecs(mb, track, config, options);
      } catch (error) {
        if (error instanceof AudioExtractError || options.signal?.aborted) throw error;
        throw new AudioExtractError({
          kind: 'unreadable',
          detail: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return await decodeWithWebAudio(mb, file, track, codec, options);
  } finally {
    input.dispose();
  }
};
