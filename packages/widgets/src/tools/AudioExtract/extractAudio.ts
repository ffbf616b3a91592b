import type { AudioSample, Input, InputAudioTrack } from 'mediabunny';
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

/**
 * The WebCodecs path: demux with mediabunny, decode each packet with the browser's AudioDecoder and write 16-bit PCM
 * into a WAV with mediabunny's WavOutputFormat, reporting progress as samples come out of the decoder.
 */
async function decodeWithWebCodecs(mb: Mediabunny, track: InputAudioTrack, options: ExtractAudioOptions) {
  const { onProgress, onExtracting, signal } = options;
  const [start, end] = await Promise.all([track.getFirstTimestamp(), track.computeDuration()]);
  const target = new mb.BufferTarget();
  const output = new mb.Output({ format: new mb.WavOutputFormat(), target });
  const source = new mb.AudioSampleSource({ codec: 'pcm-s16' });
  output.addAudioTrack(source);
  await output.start();
  let fraction = 0;
  let sample: AudioSample | null = null;
  try {
    for await (sample of new mb.AudioSampleSink(track).samples()) {
      checkAborted(signal);
      await source.add(sample);
      const next = decodeFraction(sample.timestamp + sample.duration, start, end, fraction);
      sample.close();
      sample = null;
      if (next !== fraction) {
        fraction = next;
        onProgress?.(fraction);
      }
    }
    checkAborted(signal);
    onExtracting?.();
    source.close();
    await output.finalize();
  } catch (error) {
    sample?.close();
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
    if (await track.canDecode().catch(() => false)) {
      try {
        return await decodeWithWebCodecs(mb, track, options);
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
