import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CueFitReport } from '@dubkit/sdk-core';
import { DEVELOPMENT_AUDITION_KEY, encryptText } from '@dubkit/sdk-core';
import { DEFAULT_ANCHOR_ID } from '@dubkit/sdk-core/anchors';
import { importSrt, importTimedSubtitles, parseSubtitleCues, plainText, serialize } from '@dubkit/sdk-core/markup';
import type { Kysely } from 'kysely';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { rms } from '../../engines/speech/pcm';
import { loginNewUser, startSpeechServer, type TestServer } from '../../testing/harness';

const SPEAK =
  '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">';
const script = (body: string) => `${SPEAK}${body}</speak>`;

const decoder = new MPEGDecoder({ enableGapless: true });

async function decode(mp3: ArrayBuffer) {
  await decoder.ready;
  await decoder.reset();
  const decoded = decoder.decode(new Uint8Array(mp3));
  const samples = decoded.channelData[0] ?? new Float32Array(0);
  return { samples, sampleRate: decoded.sampleRate, durationMs: (samples.length / decoded.sampleRate) * 1000 };
}

const db = (samples: Float32Array) => 20 * Math.log10(Math.max(rms(samples), 1e-9));

/** The longest stretch under −50 dBFS, in ms (20 ms windows). */
function longestSilenceMs(pcm: { samples: Float32Array; sampleRate: number }) {
  const window = Math.round(pcm.sampleRate / 50);
  let longest = 0;
  let current = 0;
  for (let start = 0; start + window <= pcm.samples.length; start += window) {
    const level = db(pcm.samples.subarray(start, start + window));
    current = level < -50 ? current + 20 : 0;
    longest = Math.max(longest, current);
  }
  return longest;
}

async function audition(server: TestServer, token: string | undefined, text: string, key = DEVELOPMENT_AUDITION_KEY) {
  return fetch(`${server.base}/api/tts/audition`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ anchorId: 0, templateId: 0, text: await encryptText(key, text) }),
  });
}

type TaskRow = { code: string; status: number; statusName: string; filepath: string };

const dbOf = (server: TestServer) => (server.app as unknown as { dubkit: { db: Kysely<Database> } }).dubkit.db;

interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

/** The cues of SRT (numbered, `,` before the milliseconds) or of WebVTT's cue blocks (`.`, not numbered). */
function parseCues(text: string, separator: ',' | '.' = ','): Cue[] {
  const time = (value = '') => {
    const [h, m, rest] = value.split(':');
    const [s, ms] = (rest ?? '').split(separator);
    return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);
  };
  const numbered = separator === ',';
  return text
    .trim()
    .split('\n\n')
    .map((block, n) => {
      const lines = block.split('\n');
      if (numbered) expect(lines.shift()).toBe(String(n + 1));
      const [from, to] = (lines.shift() ?? '').split(' --> ');
      return { startMs: time(from), endMs: time(to), text: lines.join('\n') };
    });
}

/** Level (dBFS) of each 5 ms window starting at every millisecond. */
function frameLevels(pcm: { samples: Float32Array; sampleRate: number }): number[] {
  const perMs = pcm.sampleRate / 1000;
  const window = Math.round(5 * perMs);
  return Array.from({ length: Math.floor((pcm.samples.length - window) / perMs) }, (_, ms) =>
    db(pcm.samples.subarray(Math.round(ms * perMs), Math.round(ms * perMs) + window)),
  );
}

// How far around a cue's edge the audio is searched: less than the pauses around the sentences in the test script.
const SEARCH_MS = 150;
// Speech stands this far above the typical level of what is heard before and after it (the music).
const ABOVE_FLOOR_DB = 6;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Where the level first rises above the silence (music) before `nearMs`, searched ±SEARCH_MS around it. */
function speechOnsetMs(levels: readonly number[], nearMs: number): number {
  const from = Math.max(0, Math.round(nearMs) - SEARCH_MS);
  const floor = median(levels.slice(from, from + 50));
  // The search starts in a pause under the music: if not, the cue is far from the sentence's start.
  expect(floor).toBeLessThan(-30);
  expect(floor).toBeGreaterThan(-75);
  return levels.findIndex((level, ms) => ms >= from + 50 && level > floor + ABOVE_FLOOR_DB);
}

/** Where the level last stands above the silence (music) after `nearMs`, searched ±SEARCH_MS around it. */
function speechOffsetMs(levels: readonly number[], nearMs: number): number {
  const to = Math.round(nearMs) + SEARCH_MS;
  const floor = median(levels.slice(to - 50, to));
  expect(floor).toBeLessThan(-30);
  expect(floor).toBeGreaterThan(-75);
  for (let ms = to - 50; ms >= to - 2 * SEARCH_MS; ms--) if ((levels[ms] ?? 0) > floor + ABOVE_FLOOR_DB) return ms + 5;
  return Number.NaN;
}

/** 1500 → 00:00:01,500 */
const srtTime = (ms: number) => `${new Date(ms).toISOString().slice(11, 19)},${String(ms % 1000).padStart(3, '0')}`;

/** The first millisecond from `fromMs` where the level stands above silence (no music here). */
function firstSoundMs(levels: readonly number[], fromMs: number): number {
  return levels.findIndex((level, ms) => ms >= fromMs && level > -40);
}

async function waitForTask(call: () => Promise<TaskRow | undefined>, status: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const task = await call();
    if (task?.status === status) return task;
    if (task?.status === -1) throw new Error(`task failed: ${task.statusName}`);
    if (Date.now() > deadline) throw new Error(`task still ${task?.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('speech pipeline over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startSpeechServer();
  }, 240_000);
  afterAll(async () => {
    await server.close();
    decoder.free();
  });

  it('streams an audition of an encrypted chunk as MP3 with its break as exact silence', async () => {
    const user = await loginNewUser(server);
    const response = await audition(
      server,
      user.token,
      script('欢迎使用配音工坊。<break time="1000ms"/>今天天气很好。'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    // Sent while it is made: its length is not known when the first frames go out.
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    const pcm = await decode(await response.arrayBuffer());
    // Both sentences and the break, plus the encoder's lead-in and last frame's padding (under 0.2 s).
    expect(pcm.durationMs).toBeGreaterThan(2500);
    expect(pcm.durationMs).toBeLessThan(6000);
    expect(db(pcm.samples)).toBeGreaterThan(-30);
    const gap = longestSilenceMs(pcm);
    expect(gap).toBeGreaterThanOrEqual(960);
    expect(gap).toBeLessThan(1300);
  }, 60_000);

  it('reads a phoneme node differently from the same text without it', async () => {
    const user = await loginNewUser(server);
    const plain = await (await audition(server, user.token, script('银行'))).arrayBuffer();
    const forced = await (
      await audition(server, user.token, script('银<phoneme alphabet="py" ph="xing2">行</phoneme>'))
    ).arrayBuffer();
    expect(Buffer.from(forced).equals(Buffer.from(plain))).toBe(false);
  }, 60_000);

  it('refuses auditions that are too long, unreadable or anonymous, in the JSON envelope', async () => {
    const user = await loginNewUser(server);
    const long = await audition(server, user.token, script('字'.repeat(1001)));
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ code: 400, message: '单次试听不能超过1000个字', data: null });
    const wrongKey = await audition(server, user.token, script('你好'), 'another-key-1234');
    expect(((await wrongKey.json()) as { message: string }).message).toBe('试听内容无法解密');
    const anonymous = await audition(server, undefined, script('你好'));
    expect(anonymous.status).toBe(401);
    await anonymous.body?.cancel();
  });

  it('synthesises a task with music and a sound effect, downloadable by its owner only', async () => {
    const owner = await loginNewUser(server);
    const stranger = await loginNewUser(server);
    const sounds = await server.call<Array<{ filepath: string; duration: number }>>('POST', '/api/tts/sound/search', {
      body: { styleId: 0 },
    });
    expect(sounds.body.data.length).toBeGreaterThanOrEqual(24);
    const music = await server.call<Array<{ id: number }>>('GET', '/api/tts/bgm/list', {
      query: { page: 1, pageSize: 20 },
    });
    expect(music.body.data.length).toBeGreaterThanOrEqual(8);
    const effect = sounds.body.data[0];
    const text = script(
      `第一句话。<audio src="${effect?.filepath}" dk:name="音效" dk:duration="${effect?.duration}"/>第二句话，<break time="800ms"/>结束。`,
    );
    const added = await server.call<{ status: number }>('POST', '/api/tts/task/v2/add', {
      token: owner.token,
      body: {
        title: '合成测试',
        anchorType: 0,
        anchorId: 12,
        text,
        bgmId: music.body.data[0]?.id,
        bgmVolume: 60,
        bgmFadein: 500,
        bgmFadeout: 1500,
      },
    });
    expect(added.body.data.status).toBe(200);
    const list = async () =>
      (await server.call<{ list: TaskRow[] }>('GET', '/api/tts/task/list', { token: owner.token, query: { page: 1 } }))
        .body.data.list[0];
    const done = await waitForTask(list, 1, 90_000);
    expect(done.statusName).toBe('合成成功');
    expect(done.filepath).toMatch(/^\/api\/tts\/task\/download\?code=.*&signature=/);

    const viaLink = await fetch(`${server.base}${done.filepath}`);
    expect(viaLink.headers.get('content-type')).toBe('audio/mpeg');
    const audio = await viaLink.arrayBuffer();
    const pcm = await decode(audio);
    expect(pcm.durationMs).toBeGreaterThan(3000);
    expect(db(pcm.samples)).toBeGreaterThan(-35);
    // The music plays on, fading, after the last word.
    expect(db(pcm.samples.subarray(pcm.samples.length - Math.round(pcm.sampleRate * 0.6)))).toBeGreaterThan(-60);

    const bearer = await fetch(`${server.base}/api/tts/task/download?code=${done.code}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(bearer.status).toBe(200);
    expect(Buffer.from(await bearer.arrayBuffer()).equals(Buffer.from(audio))).toBe(true);
    const stolen = await fetch(`${server.base}/api/tts/task/download?code=${done.code}`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(stolen.status).toBe(403);
    expect(await stolen.json()).toEqual({ code: 403, message: '无权操作该任务', data: null });
  }, 120_000);

  it('plays an unchanged audition again from the sentence cache; a task after one edit speaks only that sentence', async () => {
    const user = await loginNewUser(server);
    const cache = async () =>
      (await server.call<{ sentenceCache: { hits: number; misses: number } }>('GET', '/api/health')).body.data
        .sentenceCache;
    const before = await cache();
    const text = script('第一句话。第二句话。第三句话。');
    const first = Buffer.from(await (await audition(server, user.token, text)).arrayBuffer());
    const heard = await cache();
    expect(heard.misses - before.misses).toBe(3);
    const again = Buffer.from(await (await audition(server, user.token, text)).arrayBuffer());
    const replayed = await cache();
    expect(replayed).toEqual({ ...heard, hits: heard.hits + 3 });
    expect(again.equals(first)).toBe(true);
    // Another user's identical script is theirs to speak.
    await (await audition(server, (await loginNewUser(server)).token, text)).arrayBuffer();
    expect((await cache()).misses - replayed.misses).toBe(3);

    const edited = await cache();
    const added = await server.call<{ status: number }>('POST', '/api/tts/task/v2/add', {
      token: user.token,
      // The voice an audition with no anchor and no sliders speaks in.
      body: {
        anchorType: 0,
        anchorId: DEFAULT_ANCHOR_ID,
        volume: 70,
        text: script('第一句话。第二句改过了。第三句话。'),
      },
    });
    expect(added.body.data?.status, added.body.message).toBe(200);
    const list = async () =>
      (await server.call<{ list: TaskRow[] }>('GET', '/api/tts/task/list', { token: user.token, query: { page: 1 } }))
        .body.data.list[0];
    await waitForTask(list, 1, 90_000);
    const rendered = await cache();
    expect(rendered.misses - edited.misses).toBe(1);
    expect(rendered.hits - edited.hits).toBe(2);
  }, 120_000);

  it('times each subtitle cue to where its sentence is heard in the task audio, as SRT and WebVTT', async () => {
    const owner = await loginNewUser(server);
    const stranger = await loginNewUser(server);
    const sounds = await server.call<Array<{ filepath: string; duration: number }>>('POST', '/api/tts/sound/search', {
      body: { styleId: 0 },
    });
    const music = await server.call<Array<{ id: number }>>('GET', '/api/tts/bgm/list', {
      query: { page: 1, pageSize: 20 },
    });
    const effect = sounds.body.data[0];
    const sentences = ['第一句话，欢迎收听。', '今天我们聊聊天气。', '明天会下雨吗？', '最后一句，再见。'];
    const text = script(
      `<break time="600ms"/>${sentences[0]}<break time="800ms"/>${sentences[1]}<break time="500ms"/>` +
        `<audio src="${effect?.filepath}" dk:name="音效" dk:duration="${effect?.duration}"/><break time="600ms"/>` +
        `${sentences[2]}\n${sentences[3]}`,
    );
    const added = await server.call<{ status: number }>('POST', '/api/tts/task/v2/add', {
      token: owner.token,
      body: {
        title: '字幕测试',
        anchorType: 0,
        anchorId: 12,
        text,
        bgmId: music.body.data[0]?.id,
        // A quiet bed: louder music masks the voice's last 50–150 ms (espeak's release, 20–30 dB under the voice), which
        // the cues count as speech, so the audio could no longer show where the voice falls silent.
        bgmVolume: 3,
        bgmFadein: 300,
        bgmFadeout: 1000,
      },
    });
    expect(added.body.data.status).toBe(200);
    const list = async () =>
      (
        await server.call<{ list: Array<TaskRow & { subtitles?: { srt: string; vtt: string } }> }>(
          'GET',
          '/api/tts/task/list',
          { token: owner.token, query: { page: 1 } },
        )
      ).body.data.list[0];
    await waitForTask(list, 1, 90_000);
    const done = await list();
    const links = done?.subtitles;
    expect(links?.srt).toBe(`${done?.filepath}&format=srt`);
    expect(links?.vtt).toBe(`${done?.filepath}&format=vtt`);

    const pcm = await decode(await (await fetch(`${server.base}${done?.filepath}`)).arrayBuffer());
    const srtReply = await fetch(`${server.base}${links?.srt}&download=1`);
    expect(srtReply.headers.get('content-type')).toBe('application/x-subrip; charset=utf-8');
    expect(srtReply.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('字幕测试.srt')}`,
    );
    const srt = await srtReply.text();
    const vttReply = await fetch(`${server.base}${links?.vtt}&download=1`);
    expect(vttReply.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(vttReply.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('字幕测试.vtt')}`,
    );
    const vtt = await vttReply.text();

    // One cue a sentence, as written; the studio's own SRT import reads it back, a line a cue.
    const cues = parseCues(srt);
    expect(cues.map((cue) => cue.text)).toEqual(sentences);
    expect(plainText(importSrt(srt)).split('\n')).toEqual(sentences);
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    expect(parseCues(vtt.slice('WEBVTT\n\n'.length), '.')).toEqual(cues);

    // Each cue starts where its sentence becomes audible over the music and ends where it falls silent.
    const levels = frameLevels(pcm);
    for (const [n, cue] of cues.entries()) {
      if (n > 0) expect(cue.startMs).toBeGreaterThanOrEqual(cues[n - 1]?.endMs ?? 0);
      expect(Math.abs(speechOnsetMs(levels, cue.startMs) - cue.startMs)).toBeLessThanOrEqual(50);
      expect(Math.abs(speechOffsetMs(levels, cue.endMs) - cue.endMs)).toBeLessThanOrEqual(50);
    }

    // The subtitles are the audio's: the same checks, the same refusals.
    const srtPath = `/api/tts/task/download?code=${done?.code}&format=srt`;
    const bearer = await fetch(`${server.base}${srtPath}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(await bearer.text()).toBe(srt);
    const refused = async (path: string, token?: string) => {
      const reply = await fetch(
        `${server.base}${path}`,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );
      return { status: reply.status, body: (await reply.json()) as { code: number; message: string; data: null } };
    };
    expect(await refused(srtPath, stranger.token)).toEqual({
      status: 403,
      body: { code: 403, message: '无权操作该任务', data: null },
    });
    expect((await refused(srtPath)).status).toBe(401);
    const forged = links?.vtt.replace(/signature=[^&]+/, 'signature=AAAA') ?? '';
    expect((await refused(forged)).status).toBe(401);
    expect((await refused(forged, stranger.token)).status).toBe(403);
    expect((await refused(`/api/tts/task/download?code=${done?.code}&format=ass`, owner.token)).body.message).toBe(
      '不支持的下载格式',
    );

    // A task finished before subtitles were made has none to offer.
    const code = done?.code ?? '';
    await dbOf(server).updateTable('tasks').set({ subtitles: null }).where('code', '=', code).execute();
    expect((await list())?.subtitles).toBeUndefined();
    expect((await refused(srtPath, owner.token)).body.message).toBe('该任务没有字幕，重新合成即可生成');
    await dbOf(server).updateTable('tasks').set({ subtitles: cues.length }).where('code', '=', code).execute();

    // Deleting the task deletes its subtitles with its audio.
    const stored = (extension: string) => existsSync(join(server.dataDir, 'tasks', `${code}.${extension}`));
    expect(['mp3', 'srt', 'vtt'].map(stored)).toEqual([true, true, true]);
    await server.call('POST', '/api/tts/task/delete', { token: owner.token, body: { code } });
    expect(['mp3', 'srt', 'vtt'].map(stored)).toEqual([false, false, false]);
  }, 120_000);

  it('fits a dub imported from subtitles to their timing: reported before submit, each line starting at its cue', async () => {
    const owner = await loginNewUser(server);
    const lines = [
      '大家好，欢迎收看。',
      '我们一起去公园散步吧。',
      '好的。',
      '这一句台词太长太长了，无论怎么加快语速，都不可能在一秒之内说完。',
      '再见。',
    ];
    const srt = [
      [1500, 4000],
      [4500, 6500],
      [6700, 7500],
      [8000, 9000],
      [14000, 15500],
    ]
      .map(([from, to], n) => `${n + 1}\n${srtTime(from ?? 0)} --> ${srtTime(to ?? 0)}\n${lines[n]}\n`)
      .join('\n');
    const text = serialize(importTimedSubtitles(parseSubtitleCues(srt)));
    const body = { title: '对齐测试', anchorType: 0, anchorId: 12, text };

    // Before submitting: which cues fit, which are sped up, which cannot fit and by how much.
    const report = await server.call<CueFitReport[]>('POST', '/api/tts/task/fitReport', { token: owner.token, body });
    expect(report.body.data.map((cue) => cue.text)).toEqual(lines);
    expect(report.body.data.map((cue) => cue.startMs)).toEqual([1500, 4500, 6700, 8000, 14000]);
    expect(report.body.data[0]).toMatchObject({ status: 'fits', overrunMs: 0, rate: 1, stretch: 1 });
    expect(report.body.data[1]?.status).toBe('stretched');
    expect(report.body.data[3]?.status).toBe('overruns');
    expect(report.body.data[3]?.overrunMs).toBeGreaterThan(500);
    expect(
      (await server.call('POST', '/api/tts/task/fitReport', { body })).status,
      'a visitor may not have a script measured',
    ).toBe(401);
    expect(
      (
        await server.call('POST', '/api/tts/task/fitReport', {
          token: owner.token,
          body: { ...body, text: script('') },
        })
      ).body,
    ).toMatchObject({ code: 400, message: '配音内容不能为空' });
    const plain = await server.call<CueFitReport[]>('POST', '/api/tts/task/fitReport', {
      token: owner.token,
      body: { ...body, text: script('没有字幕时间的稿子。') },
    });
    expect(plain.body.data).toEqual([]);

    const list = async () =>
      (
        await server.call<{ list: Array<TaskRow & { subtitles?: { srt: string } }> }>('GET', '/api/tts/task/list', {
          token: owner.token,
          query: { page: 1 },
        })
      ).body.data.list[0];
    const render = async (fitToTiming: boolean) => {
      const added = await server.call<{ status: number }>('POST', '/api/tts/task/v2/add', {
        token: owner.token,
        body: { ...body, fitToTiming },
      });
      expect(added.body.data.status).toBe(200);
      await waitForTask(list, 1, 90_000);
      const done = await list();
      const pcm = await decode(await (await fetch(`${server.base}${done?.filepath}`)).arrayBuffer());
      const cues = parseCues(await (await fetch(`${server.base}${done?.subtitles?.srt}`)).text());
      return { levels: frameLevels(pcm), cues };
    };

    // Fitted: every line that the one before did not push late is heard from its cue's start (±40 ms), and the task's
    // own subtitles come back on the imported times.
    const fitted = await render(true);
    for (const n of [0, 1, 2, 3]) {
      const start = report.body.data[n]?.startMs ?? 0;
      expect(Math.abs((fitted.cues[n]?.startMs ?? 0) - start), `cue ${n + 1}`).toBeLessThanOrEqual(40);
      // Heard where silence comes before it (the third line follows the sped-up second without a gap).
      if (n !== 2)
        expect(Math.abs(firstSoundMs(fitted.levels, start - 300) - start), `line ${n + 1}`).toBeLessThanOrEqual(40);
    }
    // The line after the overrun starts late, by about what the report said.
    const late = fitted.cues[4]?.startMs ?? 0;
    expect(late).toBeGreaterThan(14_000);

    // Without fitting, the same script is read straight through: its first line starts at once, not at 1.5 s.
    const unfitted = await render(false);
    expect(unfitted.cues[0]?.startMs).toBeLessThan(300);
  }, 240_000);

  it('renders each template sample once, in its own voice', async () => {
    const first = await fetch(`${server.base}/media/samples/template-1.mp3`);
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    const pcm = await decode(await first.arrayBuffer());
    expect(pcm.durationMs).toBeGreaterThan(1000);
    const again = await fetch(`${server.base}/media/samples/template-1.mp3`);
    expect(Buffer.from(await again.arrayBuffer()).length).toBeGreaterThan(0);
  }, 60_000);
});

describe('a task survives kill -9 of the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-crash-'));
  const port = 41000 + (process.pid % 2000);
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function startChild() {
    const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
    child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@dubkit/source', main], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DUBKIT_DATA_DIR: dataDir,
        DUBKIT_STATIC_DIR: '',
        DUBKIT_TASK_LEASE_MS: '1500',
        DUBKIT_SPEECH_WORKERS: '1',
        // The test logs in by reading the SMS code from the development endpoint.
        DUBKIT_DEV_ENDPOINTS: 'on',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (
        await fetch(`${base}/api/health`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('server did not start');
  }

  afterAll(async () => {
    // The directory goes only once the server that writes into it is gone.
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes the task after a restart and finishes it once', async () => {
    await startChild();
    const call = async <T>(method: string, path: string, body?: unknown, token?: string) =>
      (await (
        await fetch(`${base}${path}`, {
          method,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        })
      ).json()) as { code: number; data: T };
    const phone = '13911112222';
    await call('POST', '/api/sms/login_verify_code', { phone });
    const sms = await call<{ code: string }>('GET', `/api/dev/sms/latest?phone=${phone}`);
    const login = await call<{ token: string }>('POST', '/api/user/loginBySms', { phone, code: sms.data.code });
    const token = login.data.token;
    const long = '春江潮水连海平，海上明月共潮生。滟滟随波千万里，何处春江无月明。'.repeat(60);
    const added = await call<{ status: number }>(
      'POST',
      '/api/tts/task/v2/add',
      { anchorType: 0, anchorId: 12, text: script(long) },
      token,
    );
    expect(added.data.status).toBe(200);
    const task = async () =>
      (await call<{ list: TaskRow[] }>('GET', '/api/tts/task/list?page=1', undefined, token)).data.list[0];

    await waitForTask(task, 2, 90_000);
    child?.kill('SIGKILL');
    await new Promise((r) => child?.once('exit', r));
    await startChild();
    // A minute of audio rendered again from the start, on one worker sharing two cores.
    const done = await waitForTask(task, 1, 200_000);
    const audio = await fetch(`${base}${done.filepath}`);
    expect(audio.status).toBe(200);
    const pcm = await decode(await audio.arrayBuffer());
    expect(pcm.durationMs).toBeGreaterThan(60_000);
  }, 360_000);
});
