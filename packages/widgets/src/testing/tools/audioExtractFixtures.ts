// Story and test media made in the browser with mediabunny: no binary fixtures in the repository.
import {
  AudioSample,
  AudioSampleSource,
  BufferTarget,
  CanvasSource,
  EncodedAudioPacketSource,
  EncodedPacket,
  Mp4OutputFormat,
  Output,
} from 'mediabunny';

export interface ToneOptions {
  seconds?: number;
  hz?: number;
  /** Opus by default: Chromium's WebCodecs encodes Opus but not AAC on Linux. */
  codec?: 'opus';
  /** Also a small H.264 video track, as a phone's video has. */
  withVideo?: boolean;
  name?: string;
}

const SAMPLE_RATE = 48_000;

async function addVideo(output: Output, seconds: number) {
  const canvas = new OffscreenCanvas(64, 48);
  const context = canvas.getContext('2d');
  const source = new CanvasSource(canvas, { codec: 'avc', bitrate: 100_000 });
  output.addVideoTrack(source, { frameRate: 5 });
  return async () => {
    for (let frame = 0; frame < seconds * 5; frame++) {
      if (context) {
        context.fillStyle = `hsl(${(frame * 30) % 360} 70% 50%)`;
        context.fillRect(0, 0, 64, 48);
      }
      await source.add(frame / 5, 1 / 5);
    }
    source.close();
  };
}

/** An mp4 holding a sine tone (stereo, 48 kHz), optionally beside a video track. */
export async function toneMp4({
  seconds = 2,
  hz = 440,
  codec = 'opus',
  withVideo = false,
  name = '测试音频.mp4',
}: ToneOptions = {}): Promise<File> {
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target });
  const audio = new AudioSampleSource({ codec, bitrate: 96_000 });
  output.addAudioTrack(audio);
  const video = withVideo ? await addVideo(output, seconds) : null;
  await output.start();
  const chunk = SAMPLE_RATE / 10;
  const total = Math.round(seconds * SAMPLE_RATE);
  for (let start = 0; start < total; start += chunk) {
    const frames = Math.min(chunk, total - start);
    const data = new Float32Array(frames * 2);
    for (let i = 0; i < frames; i++) {
      const value = 0.5 * Math.sin((2 * Math.PI * hz * (start + i)) / SAMPLE_RATE);
      data[i] = value;
      data[frames + i] = value;
    }
    const sample = new AudioSample({
      data,
      format: 'f32-planar',
      numberOfChannels: 2,
      sampleRate: SAMPLE_RATE,
      timestamp: start / SAMPLE_RATE,
    });
    await audio.add(sample);
    sample.close();
  }
  audio.close();
  await video?.();
  await output.finalize();
  return new File([target.buffer as ArrayBuffer], name, { type: 'video/mp4' });
}

/** An mp4 with a video track and no audio track. */
export async function silentVideoMp4(seconds = 1, name = '无声视频.mp4'): Promise<File> {
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target });
  const video = await addVideo(output, seconds);
  await output.start();
  await video();
  await output.finalize();
  return new File([target.buffer as ArrayBuffer], name, { type: 'video/mp4' });
}

/**
 * An mp4 whose audio is AC-3 (Dolby Digital), which Chromium decodes neither with WebCodecs nor with Web Audio:
 * valid sync frame headers (48 kHz, stereo, 160 kb/s frames of 640 bytes) over a silent payload.
 */
export async function ac3Mp4(frames = 20, name = '杜比音轨.mp4'): Promise<File> {
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target });
  const source = new EncodedAudioPacketSource('ac3');
  output.addAudioTrack(source);
  await output.start();
  const frameSeconds = 1536 / SAMPLE_RATE;
  for (let i = 0; i < frames; i++) {
    const data = new Uint8Array(640);
    data.set([0x0b, 0x77, 0x00, 0x00, 0x14, 0x40, 0x40]);
    await source.add(new EncodedPacket(data, 'key', i * frameSeconds, frameSeconds), {
      decoderConfig: { codec: 'ac-3', sampleRate: SAMPLE_RATE, numberOfChannels: 2 },
    });
  }
  source.close();
  await output.finalize();
  return new File([target.buffer as ArrayBuffer], name, { type: 'video/mp4' });
}

/** Reads a WAV back (mediabunny): its duration in seconds and its RMS level over all channels. */
export async function measureWav(
  wav: Blob,
): Promise<{ duration: number; rms: number; sampleRate: number; maxStep: number }> {
  const { Input, BlobSource, WAVE, AudioSampleSink } = await import('mediabunny');
  const input = new Input({ source: new BlobSource(wav), formats: [WAVE] });
  const track = await input.getPrimaryAudioTrack();
  if (!track) throw new Error('The WAV has no audio track');
  let sum = 0;
  let count = 0;
  // The largest jump between neighbouring samples of the first channel: a gap or a seam shows as a jump.
  let maxStep = 0;
  let previous: number | null = null;
  for await (const sample of new AudioSampleSink(track).samples()) {
    for (let plane = 0; plane < sample.numberOfChannels; plane++) {
      const data = new Float32Array(sample.numberOfFrames);
      sample.copyTo(data, { planeIndex: plane, format: 'f32-planar' });
      for (const value of data) sum += value * value;
      count += data.length;
      if (plane === 0) {
        for (const value of data) {
          if (previous !== null) maxStep = Math.max(maxStep, Math.abs(value - previous));
          previous = value;
        }
      }
    }
    sample.close();
  }
  const duration = await track.computeDuration();
  const sampleRate = await track.getSampleRate();
  input.dispose();
  return { duration, rms: Math.sqrt(sum / Math.max(1, count)), sampleRate, maxStep };
}
