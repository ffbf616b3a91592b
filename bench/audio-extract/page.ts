/**
 * The audio extraction benchmark's page (driven by bench/audio-extract.ts): makes a long mp4 with an AAC tone and an
 * H.264 video track, then extracts its audio to WAV with the product's engine (mediabunny, WebCodecs) and with
 * ffmpeg.wasm (single-threaded), timing both.
 */
import { FFmpeg } from '@ffmpeg/ffmpeg';
import {
  BlobSource,
  BufferTarget,
  CanvasSource,
  EncodedAudioPacketSource,
  EncodedPacketSink,
  Input,
  MP4,
  Mp4OutputFormat,
  Output,
} from 'mediabunny';
import { measureWav } from '../../packages/widgets/src/testing/tools/audioExtractFixtures';
import { extractAudio } from '../../packages/widgets/src/tools/AudioExtract/extractAudio';

let ffmpeg: FFmpeg | null = null;

async function loadFfmpeg() {
  if (ffmpeg) return ffmpeg;
  const instance = new FFmpeg();
  await instance.load({
    coreURL: new URL('./ffmpeg/ffmpeg-core.js', location.href).href,
    wasmURL: new URL('./ffmpeg/ffmpeg-core.wasm', location.href).href,
    classWorkerURL: new URL('./ffmpeg-worker/worker.js', location.href).href,
  });
  ffmpeg = instance;
  return instance;
}

/** AAC can only be encoded by ffmpeg.wasm here (Chromium's WebCodecs has no AAC encoder on Linux). */
async function aacTone(seconds: number): Promise<Uint8Array> {
  const ff = await loadFfmpeg();
  await ff.exec([
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
    '-ac',
    '2',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    'tone.m4a',
  ]);
  const data = (await ff.readFile('tone.m4a')) as Uint8Array;
  await ff.deleteFile('tone.m4a');
  return data;
}

/** The mp4: the AAC packets copied by mediabunny beside a 1 fps H.264 video track encoded with WebCodecs. */
async function makeVideo(seconds: number) {
  const started = performance.now();
  const aac = await aacTone(seconds);
  const aacMs = performance.now() - started;
  const input = new Input({ source: new BlobSource(new Blob([aac as Uint8Array<ArrayBuffer>])), formats: [MP4] });
  const track = await input.getPrimaryAudioTrack();
  if (!track) throw new Error('no AAC track');
  const decoderConfig = await track.getDecoderConfig();
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target });
  const audio = new EncodedAudioPacketSource('aac');
  output.addAudioTrack(audio);
  const canvas = new OffscreenCanvas(160, 90);
  const context = canvas.getContext('2d');
  const video = new CanvasSource(canvas, { codec: 'avc', bitrate: 50_000, keyFrameInterval: 10 });
  output.addVideoTrack(video, { frameRate: 1 });
  await output.start();
  for (let second = 0; second < seconds; second++) {
    if (context) {
      context.fillStyle = `hsl(${(second * 7) % 360} 60% 50%)`;
      context.fillRect(0, 0, 160, 90);
    }
    await video.add(second, 1);
  }
  video.close();
  let first = true;
  for await (const packet of new EncodedPacketSink(track).packets()) {
    await audio.add(packet, first && decoderConfig ? { decoderConfig } : undefined);
    first = false;
  }
  audio.close();
  await output.finalize();
  input.dispose();
  const file = new File([target.buffer as ArrayBuffer], 'bench.mp4', { type: 'video/mp4' });
  return { file, aacMs, totalMs: performance.now() - started };
}

/** Length, level and the largest jump between neighbouring samples (a seam or gap between decoded shares shows). */
async function wavFacts(wav: Blob) {
  const { duration, rms, maxStep } = await measureWav(wav);
  return { seconds: duration, rms, maxStep };
}

let video: File | null = null;

const bench = {
  /** Diagnostics: `n` AudioDecoders at once, each on a contiguous share of the packets (does Chromium decode in parallel?). */
  async parallel(n: number) {
    if (!video) throw new Error('make first');
    const input = new Input({ source: new BlobSource(video), formats: [MP4] });
    const track = await input.getPrimaryAudioTrack();
    if (!track) throw new Error('no track');
    const all: EncodedAudioChunk[] = [];
    for await (const p of new EncodedPacketSink(track).packets(undefined, undefined, { verifyKeyPackets: false }))
      all.push(p.toEncodedAudioChunk());
    const config = (await track.getDecoderConfig()) as AudioDecoderConfig;
    const started = performance.now();
    let frames = 0;
    await Promise.all(
      Array.from({ length: n }, async (_, k) => {
        const from = Math.floor((all.length * k) / n);
        const to = Math.floor((all.length * (k + 1)) / n);
        const decoder = new AudioDecoder({
          output: (d) => {
            frames += d.numberOfFrames;
            d.close();
          },
          error: () => {},
        });
        decoder.configure(config);
        for (let i = from; i < to; i++) {
          decoder.decode(all[i] as EncodedAudioChunk);
          if (decoder.decodeQueueSize > 256)
            await new Promise((r) => decoder.addEventListener('dequeue', r, { once: true }));
        }
        await decoder.flush();
        decoder.close();
      }),
    );
    input.dispose();
    return { n, frames, ms: performance.now() - started };
  },
  /** Diagnostics: the demuxer alone, and the demuxer with the browser's decoder (no conversion, no WAV). */
  async stages(queue = 32) {
    if (!video) throw new Error('make first');
    let started = performance.now();
    const input = new Input({ source: new BlobSource(video), formats: [MP4] });
    const track = await input.getPrimaryAudioTrack();
    if (!track) throw new Error('no track');
    let packets = 0;
    for await (const _ of new EncodedPacketSink(track).packets(undefined, undefined, { verifyKeyPackets: false }))
      packets++;
    const demuxMs = performance.now() - started;
    started = performance.now();
    const config = await track.getDecoderConfig();
    let frames = 0;
    const decoder = new AudioDecoder({
      output: (d) => {
        frames += d.numberOfFrames;
        d.close();
      },
      error: () => {},
    });
    decoder.configure(config as AudioDecoderConfig);
    for await (const packet of new EncodedPacketSink(track).packets(undefined, undefined, {
      verifyKeyPackets: false,
    })) {
      decoder.decode(packet.toEncodedAudioChunk());
      if (decoder.decodeQueueSize > queue)
        await new Promise((r) => decoder.addEventListener('dequeue', r, { once: true }));
    }
    await decoder.flush();
    const decodeMs = performance.now() - started;
    input.dispose();
    return { packets, demuxMs, frames, decodeMs };
  },
  async make(seconds: number) {
    const made = await makeVideo(seconds);
    video = made.file;
    return { bytes: made.file.size, aacMs: made.aacMs, totalMs: made.totalMs };
  },
  /** The product's engine: mediabunny demux, WebCodecs AAC decode, 16-bit WAV. */
  async mediabunny() {
    if (!video) throw new Error('make first');
    let progressCalls = 0;
    const started = performance.now();
    const wav = await extractAudio(video, { onProgress: () => progressCalls++ });
    const ms = performance.now() - started;
    return { ms, bytes: wav.size, ...(await wavFacts(wav)), progressCalls };
  },
  /** ffmpeg.wasm 0.12 (single-threaded core): the same file to 16-bit WAV, including writing it in and reading out. */
  async ffmpeg() {
    if (!video) throw new Error('make first');
    const ff = await loadFfmpeg();
    const started = performance.now();
    await ff.writeFile('in.mp4', new Uint8Array(await video.arrayBuffer()));
    await ff.exec(['-i', 'in.mp4', '-vn', '-c:a', 'pcm_s16le', 'out.wav']);
    const data = (await ff.readFile('out.wav')) as Uint8Array;
    const ms = performance.now() - started;
    await ff.deleteFile('in.mp4');
    await ff.deleteFile('out.wav');
    const wav = new Blob([data as Uint8Array<ArrayBuffer>], { type: 'audio/wav' });
    return { ms, bytes: wav.size, ...(await wavFacts(wav)) };
  },
};

Object.assign(window, { bench });
document.title = 'ready';
