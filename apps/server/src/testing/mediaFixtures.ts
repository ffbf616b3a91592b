import {
  ALL_FORMATS,
  BufferSource,
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacket,
  EncodedPacketSink,
  EncodedVideoPacketSource,
  Input,
  MovOutputFormat,
  Mp4OutputFormat,
  Output,
  type Target,
} from 'mediabunny';
import { encodeMp3 } from '../engines/speech/mp3';

/** A 440 Hz tone, mono, as float samples. */
export function tone(seconds: number, sampleRate = 16_000): Float32Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / sampleRate);
  return samples;
}

/** A 16-bit PCM WAV file of a tone, written byte by byte. */
export function wavBytes(seconds: number, sampleRate = 16_000): Uint8Array {
  const samples = tone(seconds, sampleRate);
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (const [i, sample] of samples.entries()) view.setInt16(44 + i * 2, Math.round(sample * 32767), true);
  return bytes;
}

/** A CBR MP3 of a tone, encoded with LAME as the speech engine does. */
export function mp3Bytes(seconds: number, sampleRate = 16_000): Promise<Uint8Array> {
  return encodeMp3({ samples: tone(seconds, sampleRate), sampleRate });
}

/**
 * An MP4 whose audio track is the packets of an MP3 tone (MP4 carries MP3 as it carries AAC): a video file a
 * browser decodes for real (WebCodecs or decodeAudioData), where Node has no AAC encoder to make one.
 */
export async function mp3InMp4Bytes(seconds: number, sampleRate = 44_100): Promise<Uint8Array> {
  const input = new Input({ source: new BufferSource(await mp3Bytes(seconds, sampleRate)), formats: ALL_FORMATS });
  const track = await input.getPrimaryAudioTrack();
  const decoderConfig = await track?.getDecoderConfig();
  if (!track || !decoderConfig) throw new Error('the MP3 has no audio track');
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target });
  const audio = new EncodedAudioPacketSource('mp3');
  output.addAudioTrack(audio);
  await output.start();
  let first = true;
  for await (const packet of new EncodedPacketSink(track).packets()) {
    await audio.add(packet, first ? { decoderConfig } : undefined);
    first = false;
  }
  await output.finalize();
  if (!target.buffer) throw new Error('the output was not finalized');
  return new Uint8Array(target.buffer);
}

export interface IsobmffFixture {
  container: 'mp4' | 'mov' | 'm4a';
  seconds: number;
  /** AAC bit rate of the audio track (kbit/s); no audio track when null. */
  audioKbps: number | null;
  /** Adds a video track of this bit rate (kbit/s), 25 frames a second. */
  videoKbps?: number;
}

const AAC_RATE = 44_100;
const AAC_FRAME = 1024;
// AudioSpecificConfig: AAC-LC, 44.1 kHz, stereo.
const AAC_CONFIG = new Uint8Array([0x12, 0x10]);

/**
 * Writes an MP4/MOV/M4A whose tracks carry AAC- and VP9-shaped packets of the given bit rates. Node has no AAC
 * encoder, and extraction never decodes, so the payload bytes are filler: the files are valid containers with the
 * packet timing and sizes of real ones, which is what probing, extracting and cutting read.
 */
export async function writeIsobmff(target: Target, fixture: IsobmffFixture): Promise<void> {
  const format = fixture.container === 'mov' ? new MovOutputFormat() : new Mp4OutputFormat();
  const output = new Output({ format, target });
  const video = fixture.videoKbps ? new EncodedVideoPacketSource('vp9') : null;
  const audio = fixture.audioKbps ? new EncodedAudioPacketSource('aac') : null;
  if (video) output.addVideoTrack(video, { frameRate: 25 });
  if (audio) output.addAudioTrack(audio);
  await output.start();
  const audioFrames = Math.floor((fixture.seconds * AAC_RATE) / AAC_FRAME);
  const audioPayload = new Uint8Array(Math.round(((fixture.audioKbps ?? 0) * 1000 * AAC_FRAME) / AAC_RATE / 8)).fill(
    0x21,
  );
  const videoPayload = new Uint8Array(Math.round(((fixture.videoKbps ?? 0) * 1000) / 25 / 8)).fill(0x82);
  const videoFrames = Math.floor(fixture.seconds * 25);
  let a = 0;
  let v = 0;
  // Interleaved as a camera writes them: whichever track is behind in time goes next.
  while ((audio && a < audioFrames) || (video && v < videoFrames)) {
    const audioTime = (a * AAC_FRAME) / AAC_RATE;
    if (audio && a < audioFrames && (!video || v >= videoFrames || audioTime <= v / 25)) {
      // Each packet numbered in its first bytes, so a copy can be told from a reordered or lost one.
      const data = audioPayload.slice();
      new DataView(data.buffer).setUint32(0, a);
      const packet = new EncodedPacket(data, 'key', audioTime, AAC_FRAME / AAC_RATE);
      await audio.add(
        packet,
        a === 0
          ? {
              decoderConfig: { codec: 'mp4a.40.2', sampleRate: AAC_RATE, numberOfChannels: 2, description: AAC_CONFIG },
            }
          : undefined,
      );
      a++;
    } else if (video) {
      const packet = new EncodedPacket(videoPayload, v % 50 === 0 ? 'key' : 'delta', v / 25, 1 / 25);
      await video.add(
        packet,
        v === 0 ? { decoderConfig: { codec: 'vp09.00.10.08', codedWidth: 640, codedHeight: 360 } } : undefined,
      );
      v++;
    }
  }
  await output.finalize();
}

/** writeIsobmff into memory; an `m4a` gets the iTunes audio brand (`M4A `) as real ones carry. */
export async function isobmffBytes(fixture: IsobmffFixture): Promise<Uint8Array> {
  const target = new BufferTarget();
  await writeIsobmff(target, fixture);
  if (!target.buffer) throw new Error('the output was not finalized');
  const bytes = new Uint8Array(target.buffer);
  if (fixture.container === 'm4a') bytes.set(new TextEncoder().encode('M4A '), 8);
  return bytes;
}
