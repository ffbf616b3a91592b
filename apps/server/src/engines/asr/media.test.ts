import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_FORMATS, EncodedPacketSink, FilePathSource, Input } from 'mediabunny';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isobmffBytes, mp3Bytes, wavBytes } from '../../testing/mediaFixtures';
import { AsrMediaError, probeMedia } from './index';
import { type AudioPart, extractAudio } from './media';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'asr-media-test-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

async function file(name: string, bytes: Uint8Array | Promise<Uint8Array>): Promise<string> {
  const path = join(directory, name);
  await writeFile(path, await bytes);
  return path;
}

describe('probeMedia', () => {
  it('reads duration, container and audio codec from the bytes of each accepted kind', async () => {
    expect(await probeMedia(await file('tone.wav', wavBytes(3)))).toEqual({
      durationMs: 3000,
      hasAudio: true,
      container: 'wav',
      audioCodec: 'pcm-s16',
    });
    const mp3 = await probeMedia(await file('tone.mp3', mp3Bytes(3)));
    expect(mp3).toMatchObject({ hasAudio: true, container: 'mp3', audioCodec: 'mp3' });
    // LAME's frames round the 3 s up to whole 576-sample frames.
    expect(mp3.durationMs).toBeGreaterThanOrEqual(3000);
    expect(mp3.durationMs).toBeLessThan(3200);
    for (const container of ['mp4', 'mov'] as const) {
      const video = await file(
        `clip.${container}`,
        isobmffBytes({ container, seconds: 4, audioKbps: 128, videoKbps: 400 }),
      );
      expect(await probeMedia(video)).toEqual({ durationMs: 4000, hasAudio: true, container, audioCodec: 'aac' });
    }
    const m4a = await probeMedia(
      await file('voice.m4a', isobmffBytes({ container: 'm4a', seconds: 4, audioKbps: 96 })),
    );
    expect(m4a).toMatchObject({ hasAudio: true, container: 'm4a', audioCodec: 'aac' });
    expect(Math.abs(m4a.durationMs - 4000)).toBeLessThan(30);
  });

  it('believes the bytes, not the file name', async () => {
    const disguised = await file(
      'song.mp3',
      isobmffBytes({ container: 'mov', seconds: 2, audioKbps: 128, videoKbps: 400 }),
    );
    expect(await probeMedia(disguised)).toMatchObject({ container: 'mov', durationMs: 2000 });
  });

  it('tells a video without an audio track', async () => {
    const silent = await file(
      'silent.mp4',
      isobmffBytes({ container: 'mp4', seconds: 2, audioKbps: null, videoKbps: 400 }),
    );
    expect(await probeMedia(silent)).toEqual({ durationMs: 2000, hasAudio: false, container: 'mp4', audioCodec: null });
  });

  it('refuses unreadable and missing files with a message for the user', async () => {
    const text = await file('notes.mp4', new TextEncoder().encode('这不是视频'));
    const truncated = await file(
      'cut.mp4',
      isobmffBytes({ container: 'mp4', seconds: 2, audioKbps: 128 }).then((bytes) => bytes.subarray(0, 200)),
    );
    for (const path of [text, truncated, join(directory, 'missing.wav')]) {
      const error = await probeMedia(path).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AsrMediaError);
      expect((error as Error).message).toBe('无法读取该文件，请上传 mp3、wav、mp4、m4a 或 mov 格式的音视频');
    }
  });
});

describe('probeMedia on files shorter than their header says', () => {
  const cut = (bytes: Uint8Array, fraction: number) => bytes.subarray(0, Math.floor(bytes.length * fraction));

  it('refuses each container cut off in the middle, and takes it whole', async () => {
    const id3 = new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 20, ...new Uint8Array(20)]);
    const mp3 = await mp3Bytes(3);
    const wholes: Array<[string, Uint8Array]> = [
      ['tone.wav', wavBytes(2)],
      ['tone.mp3', mp3],
      ['tagged.mp3', new Uint8Array([...id3, ...mp3])],
      ['clip.mp4', await isobmffBytes({ container: 'mp4', seconds: 3, audioKbps: 128, videoKbps: 400 })],
      ['clip.mov', await isobmffBytes({ container: 'mov', seconds: 3, audioKbps: 128, videoKbps: 400 })],
      ['voice.m4a', await isobmffBytes({ container: 'm4a', seconds: 3, audioKbps: 96 })],
    ];
    for (const [name, bytes] of wholes) {
      expect(await probeMedia(await file(`whole-${name}`, bytes))).toMatchObject({ hasAudio: true });
      const error = await probeMedia(await file(`cut-${name}`, cut(bytes, 0.7))).catch((caught: unknown) => caught);
      expect(error, name).toBeInstanceOf(AsrMediaError);
      expect((error as Error).message, name).toBe('文件已损坏或不完整，请重新上传');
    }
  });
});

async function trackTypes(path: string): Promise<string[]> {
  using input = new Input({ source: new FilePathSource(path), formats: ALL_FORMATS });
  return (await input.getTracks()).map((track) => track.type);
}

let runs = 0;
async function partsDirectory(): Promise<string> {
  const path = join(directory, `parts-${++runs}`);
  await mkdir(path);
  return path;
}

/** Every part is a file of its own that reads back, under the limit, and they follow one another without a gap. */
async function expectContiguousParts(parts: AudioPart[], limit: number, container: string, totalMs: number) {
  let expectedStart = 0;
  for (const part of parts) {
    expect(part.bytes).toBeLessThanOrEqual(limit);
    expect((await stat(part.path)).size).toBe(part.bytes);
    const probe = await probeMedia(part.path);
    expect(probe).toMatchObject({ hasAudio: true, container });
    expect(Math.abs(probe.durationMs - part.durationMs)).toBeLessThanOrEqual(1);
    expect(Math.abs(part.startMs - expectedStart)).toBeLessThanOrEqual(1);
    expectedStart = part.startMs + part.durationMs;
  }
  expect(Math.abs(expectedStart - totalMs)).toBeLessThanOrEqual(30);
}

async function audioPackets(path: string): Promise<Array<{ data: string; timestamp: number }>> {
  using input = new Input({ source: new FilePathSource(path), formats: ALL_FORMATS });
  const track = await input.getPrimaryAudioTrack();
  const packets: Array<{ data: string; timestamp: number }> = [];
  if (!track) return packets;
  for await (const packet of new EncodedPacketSink(track).packets())
    packets.push({ data: Buffer.from(packet.data).toString('base64'), timestamp: packet.timestamp });
  return packets;
}

/** The bytes of a WAV file's `data` chunk. */
function wavData(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 12; at + 8 <= bytes.length; at += 8 + view.getUint32(at + 4, true)) {
    if (String.fromCharCode(...bytes.subarray(at, at + 4)) === 'data')
      return bytes.subarray(at + 8, at + 8 + view.getUint32(at + 4, true));
  }
  throw new Error('no data chunk');
}

describe('extractAudio', () => {
  it('takes the AAC track out of a video into an audio-only m4a, without the video', async () => {
    const video = await file(
      'talk.mp4',
      isobmffBytes({ container: 'mp4', seconds: 6, audioKbps: 128, videoKbps: 800 }),
    );
    const audio = await extractAudio(video, await partsDirectory(), { maxPartBytes: 25 * 1024 * 1024 });
    expect(audio.parts).toHaveLength(1);
    const [part] = audio.parts as [AudioPart];
    expect(part.filename).toBe('part-1.m4a');
    expect(await trackTypes(part.path)).toEqual(['audio']);
    expect(await probeMedia(part.path)).toMatchObject({ audioCodec: 'aac', hasAudio: true });
    // 6 s of 128 kbit/s audio, not the 800 kbit/s video beside it.
    expect(part.bytes).toBeGreaterThan(90_000);
    expect(part.bytes).toBeLessThan(110_000);
    expect(Math.abs(part.durationMs - 6000)).toBeLessThan(30);
  });

  it('uploads an mp3 or wav within the limit as it is', async () => {
    for (const [name, bytes] of [
      ['voice.mp3', mp3Bytes(2)],
      ['voice.wav', Promise.resolve(wavBytes(2))],
    ] as const) {
      const path = await file(name, bytes);
      const audio = await extractAudio(path, await partsDirectory(), { maxPartBytes: 1024 * 1024 });
      expect(audio.parts).toEqual([
        {
          path,
          filename: `audio.${name.slice(-3)}`,
          startMs: 0,
          durationMs: audio.durationMs,
          bytes: (await stat(path)).size,
        },
      ]);
    }
  });

  it('cuts long audio into valid parts under the limit, each knowing where it starts', async () => {
    const limit = 40_000;
    const cases = [
      { name: 'long.wav', bytes: Promise.resolve(wavBytes(6)), container: 'wav' },
      { name: 'long.mp3', bytes: mp3Bytes(12), container: 'mp3' },
      {
        name: 'long.mov',
        bytes: isobmffBytes({ container: 'mov', seconds: 8, audioKbps: 128, videoKbps: 400 }),
        container: 'mp4',
      },
      { name: 'long.m4a', bytes: isobmffBytes({ container: 'm4a', seconds: 8, audioKbps: 128 }), container: 'mp4' },
    ];
    for (const { name, bytes, container } of cases) {
      const path = await file(name, bytes);
      const audio = await extractAudio(path, await partsDirectory(), { maxPartBytes: limit });
      expect(audio.parts.length, name).toBeGreaterThanOrEqual(3);
      await expectContiguousParts(audio.parts, limit, container, audio.durationMs);
    }
  });

  it('copies every AAC packet once, in order, at its own time', async () => {
    const path = await file('packets.m4a', isobmffBytes({ container: 'm4a', seconds: 6, audioKbps: 96 }));
    const audio = await extractAudio(path, await partsDirectory(), { maxPartBytes: 30_000 });
    expect(audio.parts.length).toBeGreaterThanOrEqual(3);
    const copied: Array<{ data: string; timestamp: number }> = [];
    for (const part of audio.parts)
      for (const packet of await audioPackets(part.path))
        copied.push({ data: packet.data, timestamp: packet.timestamp + part.startMs / 1000 });
    const original = await audioPackets(path);
    expect(copied.map((packet) => packet.data)).toEqual(original.map((packet) => packet.data));
    // Within the millisecond a part's start is kept to.
    for (const [index, packet] of copied.entries())
      expect(Math.abs(packet.timestamp - (original[index]?.timestamp ?? Number.NaN))).toBeLessThanOrEqual(0.001);
  });

  it('cuts a wav at sample frames: the parts hold exactly the samples of the whole', async () => {
    const whole = wavBytes(5);
    const path = await file('samples.wav', whole);
    const audio = await extractAudio(path, await partsDirectory(), { maxPartBytes: 30_000 });
    expect(audio.parts.length).toBeGreaterThanOrEqual(3);
    const samples = await Promise.all(audio.parts.map(async (part) => wavData(await readFile(part.path))));
    expect(Buffer.concat(samples).equals(Buffer.from(wavData(whole)))).toBe(true);
  });

  it('cuts an mp3 into parts a player decodes whole, the tone going on from one to the next', async () => {
    const path = await file('decoded.mp3', mp3Bytes(9));
    const audio = await extractAudio(path, await partsDirectory(), { maxPartBytes: 20_000 });
    expect(audio.parts.length).toBeGreaterThanOrEqual(3);
    const decoder = new MPEGDecoder();
    await decoder.ready;
    try {
      let samples = 0;
      for (const part of audio.parts) {
        await decoder.reset();
        const decoded = decoder.decode(await readFile(part.path));
        expect(decoded.errors).toEqual([]);
        // Less mpg123's own delay (529 samples) at the start of each file.
        expect(Math.abs(decoded.samplesDecoded - (part.durationMs / 1000) * 16_000)).toBeLessThanOrEqual(576);
        // A 0.3 tone all through: no part is silence or noise.
        const level =
          Math.sqrt(decoded.channelData[0]?.reduce((sum, x) => sum + x * x, 0) ?? 0) /
          Math.sqrt(decoded.samplesDecoded);
        expect(level).toBeGreaterThan(0.18);
        expect(level).toBeLessThan(0.25);
        samples += decoded.samplesDecoded;
      }
      expect(Math.abs(samples - (audio.durationMs / 1000) * 16_000)).toBeLessThanOrEqual(576 * audio.parts.length);
    } finally {
      decoder.free();
    }
  });

  it('says so when the video has no audio', async () => {
    const silent = await file(
      'mute.mov',
      isobmffBytes({ container: 'mov', seconds: 2, audioKbps: null, videoKbps: 400 }),
    );
    const error = await extractAudio(silent, await partsDirectory(), { maxPartBytes: 1e6 }).catch((caught) => caught);
    expect(error).toBeInstanceOf(AsrMediaError);
    expect(error.message).toBe('视频中没有音频');
  });

  it('refuses an unreadable file', async () => {
    const junk = await file('junk.m4a', new Uint8Array(4096).fill(7));
    await expect(extractAudio(junk, await partsDirectory(), { maxPartBytes: 1e6 })).rejects.toThrow(
      '无法读取该文件，请上传 mp3、wav、mp4、m4a 或 mov 格式的音视频',
    );
  });

  it('closes the part it was writing when cancelled halfway', async () => {
    const path = await file('halfway.m4a', isobmffBytes({ container: 'm4a', seconds: 8, audioKbps: 128 }));
    const openFiles = async () => (await readdir('/proc/self/fd')).length;
    const before = await openFiles();
    // Cancelled at the 100th packet, inside the second part.
    let checks = 0;
    const signal = {
      aborted: false,
      throwIfAborted() {
        if (++checks < 100) return;
        signal.aborted = true;
        throw new Error('cancelled');
      },
    };
    await expect(
      extractAudio(path, await partsDirectory(), { maxPartBytes: 40_000, signal: signal as unknown as AbortSignal }),
    ).rejects.toThrow('cancelled');
    expect(await openFiles()).toBe(before);
  });

  it('stops when the job is cancelled', async () => {
    const path = await file('cancel.mp4', isobmffBytes({ container: 'mp4', seconds: 4, audioKbps: 128 }));
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(
      extractAudio(path, await partsDirectory(), { maxPartBytes: 10_000, signal: controller.signal }),
    ).rejects.toThrow('cancelled');
  });
});
