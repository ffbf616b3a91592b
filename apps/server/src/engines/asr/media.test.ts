import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isobmffBytes, mp3Bytes, wavBytes } from '../../testing/mediaFixtures';
import { AsrMediaError, probeMedia } from './index';

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
