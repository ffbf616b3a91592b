import type { Input, InputAudioTrack } from 'mediabunny';
import { type AudioExtractFailure, decodeFraction } from './audioExtractRules';

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

/**
 * The WebCodecs path: mediabunny demuxes the packets, the browser's AudioDecoder decodes them, and mediabunny's
 * WavOutputFormat writes 16-bit PCM, progress reported as decoded audio comes out. Samples before the track's start
 * (an AAC encoder's priming, cut by the file's edit list) are dropped, as a player does.
 */
async function decodeWithWebCodecs(
  mb: Mediabunny,
  track: InputAudioTrack,
  config: AudioDecoderConfig,
  options: ExtractAudioOptions,
) {
  const { onProgress, onExtracting, signal } = options;
  const [start, end] = await Promise.all([track.getFirstTimestamp(), track.computeDuration()]);
  const sampleRate = config.sampleRate;
  const channels = config.numberOfChannels;
  const target = new mb.BufferTarget();
  const output = new mb.Output({ format: new mb.WavOutputFormat(), target });
  const pcm = new mb.EncodedAudioPacketSource('pcm-s16');
  output.addAudioTrack(pcm);
  await output.start();

  let buffer = new Int16Array(PACKET_FRAMES * channels);
  let buffered = 0;
  let written = 0;
  let first = true;
  const flush = async () => {
    if (buffered === 0) return;
    const bytes = new Uint8Array(buffer.buffer, 0, buffered * channels * 2);
    const packet = new mb.EncodedPacket(bytes, 'key', written / sampleRate, buffered / sampleRate);
    await pcm.add(
      packet,
      first ? { decoderConfig: { codec: 'pcm-s16', sampleRate, numberOfChannels: channels } } : undefined,
    );
    first = false;
    written += buffered;
    buffered = 0;
    buffer = new Int16Array(PACKET_FRAMES * channels);
  };

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
  decoder.configure(config);
  let planes: Float32Array[] = [];
  let fraction = 0;
  const drain = async () => {
    for (let data = decoded.shift(); data; data = decoded.shift()) {
      const frames = data.numberOfFrames;
      const timestamp = data.timestamp / 1e6;
      // Priming before the track's start is not heard.
      const skip = Math.min(frames, Math.max(0, Math.round((start - timestamp) * sampleRate)));
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
      data.close();
      let from = skip;
      while (from < frames) {
        const take = Math.min(frames - from, PACKET_FRAMES - buffered);
        toS16(planes, from + take, from, buffer, buffered);
        buffered += take;
        from += take;
        if (buffered === PACKET_FRAMES) await flush();
      }
      const next = decodeFraction(timestamp + frames / sampleRate, start, end, fraction);
      if (next > fraction) {
        fraction = next;
        onProgress?.(fraction);
      }
    }
  };

  try {
    for await (const packet of new mb.EncodedPacketSink(track).packets(undefined, undefined, {
      verifyKeyPackets: false,
    })) {
      checkAborted(signal);
      if (failure) throw failure;
      decoder.decode(packet.toEncodedAudioChunk());
      // Backpressure: a few hundred packets in flight (fewer starve the decoder), drain what has come out.
      while (decoder.decodeQueueSize > 256 && !failure) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          decoder.addEventListener('dequeue', () => resolve(), { once: true });
        });
        wake = null;
      }
      if (decoded.length > 0) await drain();
    }
    await decoder.flush();
    if (failure) throw failure;
    await drain();
    checkAborted(signal);
    await flush();
    onExtracting?.();
    pcm.close();
    await output.finalize();
  } catch (error) {
    for (const data of decoded) data.close();
    await output.cancel().catch(() => {});
    throw error;
  } finally {
    if (decoder.state !== 'closed') decoder.close();
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
