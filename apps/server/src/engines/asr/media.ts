import { open, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  ALL_FORMATS,
  type AudioCodec,
  EncodedAudioPacketSource,
  type EncodedPacket,
  EncodedPacketSink,
  FilePathSource,
  FilePathTarget,
  Input,
  MP3,
  MP4,
  Mp3OutputFormat,
  Mp4OutputFormat,
  Output,
  type OutputFormat,
  QTFF,
  WAVE,
  WavOutputFormat,
} from 'mediabunny';
import { cutShort } from './declaredLength';
import type { MediaProbe } from './engine';
import { AsrError, AsrMediaError, NO_AUDIO_MESSAGE, TRUNCATED_MEDIA_MESSAGE, UNREADABLE_MEDIA_MESSAGE } from './errors';

/** An MP4 whose `ftyp` names the M4A brand is the audio-only kind (.m4a). */
async function isobmffBrand(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(12), 0, 12, 0);
    return bytesRead === 12 && buffer.toString('latin1', 4, 8) === 'ftyp' ? buffer.toString('latin1', 8, 12) : '';
  } finally {
    await file.close();
  }
}

async function containerOf(input: Input, path: string): Promise<string> {
  const format = await input.getFormat();
  if (format === MP3) return 'mp3';
  if (format === WAVE) return 'wav';
  if (format === QTFF) return 'mov';
  if (format === MP4) return (await isobmffBrand(path)).startsWith('M4A') ? 'm4a' : 'mp4';
  return format.name.toLowerCase();
}

/** Opens `path` for reading media; the caller disposes it. Unreadable files become an AsrMediaError. */
export async function openMedia(path: string): Promise<Input<FilePathSource>> {
  const input = new Input({ source: new FilePathSource(path), formats: ALL_FORMATS });
  try {
    if (await input.canRead()) return input;
  } catch (error) {
    input.dispose();
    throw new AsrMediaError(UNREADABLE_MEDIA_MESSAGE, { cause: error });
  }
  input.dispose();
  throw new AsrMediaError(UNREADABLE_MEDIA_MESSAGE);
}

export async function probeMedia(path: string): Promise<MediaProbe> {
  const input = await openMedia(path);
  try {
    // A cut-off file can still show its header but no track.
    if ((await input.getTracks()).length === 0) throw new Error('no tracks');
    const audio = await input.getPrimaryAudioTrack();
    const seconds = await input.computeDuration();
    if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`duration ${seconds}`);
    const container = await containerOf(input, path);
    // The demuxers measure what arrived; a header promising more means the rest was lost on the way.
    if (await cutShort(path, container)) throw new AsrMediaError(TRUNCATED_MEDIA_MESSAGE);
    return {
      durationMs: Math.round(seconds * 1000),
      hasAudio: audio !== null,
      container,
      audioCodec: audio ? await audio.getCodec() : null,
    };
  } catch (error) {
    if (error instanceof AsrMediaError) throw error;
    throw new AsrMediaError(UNREADABLE_MEDIA_MESSAGE, { cause: error });
  } finally {
    input.dispose();
  }
}

/** One piece of the audio, a file of its own, and where it starts in the uploaded media. */
export interface AudioPart {
  path: string;
  /** The name to upload it under; providers read the format from its extension. */
  filename: string;
  startMs: number;
  durationMs: number;
  bytes: number;
}

export interface ExtractedAudio {
  durationMs: number;
  parts: AudioPart[];
}

/** What a part's container adds beyond its packets: a header, and in MP4 an index entry per packet. */
const CONTAINER_RESERVE_BYTES = 4096;

interface PartFormat {
  extension: 'mp3' | 'wav' | 'm4a';
  packetIndexBytes: number;
  create(): OutputFormat;
}

function partFormat(codec: AudioCodec): PartFormat {
  if (codec === 'mp3') return { extension: 'mp3', packetIndexBytes: 0, create: () => new Mp3OutputFormat() };
  if (new WavOutputFormat().getSupportedAudioCodecs().includes(codec))
    return { extension: 'wav', packetIndexBytes: 0, create: () => new WavOutputFormat() };
  // Sample size, time and chunk offset entries: at most 16 bytes a packet.
  if (new Mp4OutputFormat().getSupportedAudioCodecs().includes(codec))
    return { extension: 'm4a', packetIndexBytes: 16, create: () => new Mp4OutputFormat() };
  throw new AsrMediaError(`不支持该音频编码：${codec}`);
}

/**
 * Takes the primary audio track out of `path` without decoding it: an mp3 or wav within `maxPartBytes` is used as
 * it is; otherwise its packets are copied (AAC into .m4a, MP3 into .mp3, PCM into .wav) into parts under
 * `maxPartBytes` each, cut at packet boundaries, written into `directory`.
 */
export async function extractAudio(
  path: string,
  directory: string,
  options: { maxPartBytes: number; signal?: AbortSignal },
): Promise<ExtractedAudio> {
  const input = await openMedia(path);
  try {
    const track = await input.getPrimaryAudioTrack();
    if (!track) throw new AsrMediaError(NO_AUDIO_MESSAGE);
    const codec = await track.getCodec();
    const decoderConfig = await track.getDecoderConfig();
    if (!codec || !decoderConfig)
      throw new AsrMediaError(`不支持该音频编码：${String(track.internalCodecId ?? '未知')}`);
    const durationMs = Math.round((await input.computeDuration()) * 1000);
    const container = await containerOf(input, path);
    const { size } = await stat(path);
    if ((container === 'mp3' || container === 'wav') && size <= options.maxPartBytes)
      return { durationMs, parts: [{ path, filename: `audio.${container}`, startMs: 0, durationMs, bytes: size }] };
    const format = partFormat(codec);
    const budget = options.maxPartBytes - CONTAINER_RESERVE_BYTES;
    const parts: AudioPart[] = [];
    let part: OpenPart | null = null;
    try {
      for await (const packet of new EncodedPacketSink(track).packets()) {
        options.signal?.throwIfAborted();
        if (part && part.bytes + packet.byteLength + format.packetIndexBytes > budget) {
          parts.push(await part.close(options.maxPartBytes));
          part = null;
        }
        if (!part) {
          const file = join(directory, `part-${parts.length + 1}.${format.extension}`);
          part = await openPart(file, format, codec, decoderConfig, packet.timestamp);
        }
        await part.add(packet);
      }
      if (part) parts.push(await part.close(options.maxPartBytes));
    } catch (error) {
      // Closes the unfinished part's file.
      await part?.cancel();
      throw error;
    }
    if (parts.length === 0) throw new AsrMediaError(NO_AUDIO_MESSAGE);
    return { durationMs, parts };
  } catch (error) {
    if (error instanceof AsrError || options.signal?.aborted) throw error;
    throw new AsrMediaError(UNREADABLE_MEDIA_MESSAGE, { cause: error });
  } finally {
    input.dispose();
  }
}

interface OpenPart {
  bytes: number;
  add(packet: EncodedPacket): Promise<void>;
  close(maxBytes: number): Promise<AudioPart>;
  cancel(): Promise<void>;
}

/** Writing a part failed (a full disk, say): the file was fine, so another attempt may succeed. */
async function writing<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AsrError) throw error;
    throw new AsrError('音频处理失败，请稍后再试', true, { cause: error });
  }
}

async function openPart(
  path: string,
  format: PartFormat,
  codec: AudioCodec,
  decoderConfig: AudioDecoderConfig,
  startSeconds: number,
): Promise<OpenPart> {
  // 1 MiB writes instead of the 16 MiB default keep a job's memory small at no cost in speed.
  const output = new Output({ format: format.create(), target: new FilePathTarget(path, { chunkSize: 1024 * 1024 }) });
  const source = new EncodedAudioPacketSource(codec);
  output.addAudioTrack(source);
  await writing(() => output.start());
  let endSeconds = startSeconds;
  let first = true;
  const part: OpenPart = {
    bytes: 0,
    add: (packet) =>
      writing(async () => {
        // Each part starts at 0; its place in the media is kept as startMs.
        await source.add(packet.clone({ timestamp: packet.timestamp - startSeconds }), first ? { decoderConfig } : {});
        first = false;
        part.bytes += packet.byteLength + format.packetIndexBytes;
        endSeconds = Math.max(endSeconds, packet.timestamp + packet.duration);
      }),
    close: (maxBytes) =>
      writing(async () => {
        await output.finalize();
        const { size } = await stat(path);
        if (size > maxBytes) throw new AsrError(`音频分段失败：${basename(path)} 超过上传上限 ${maxBytes} 字节`, false);
        return {
          path,
          filename: basename(path),
          startMs: Math.max(0, Math.round(startSeconds * 1000)),
          durationMs: Math.round((endSeconds - startSeconds) * 1000),
          bytes: size,
        };
      }),
    cancel: () => output.cancel().catch(() => {}),
  };
  return part;
}
