import { DEVELOPMENT_AUDITION_KEY, encryptText } from '@dubkit/sdk-core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voicesCommand } from '../../cli/voicesCommand';
import type { Database } from '../../db/schema';
import { createEspeakEngine, type EspeakEngine } from '../../engines/speech/espeak/espeak-engine';
import { durationMs, levelDb } from '../../engines/speech/pcm';
import { decodeMp3 } from '../../engines/speech/test-support';
import { type FakeSpeechProvider, startFakeSpeechProvider } from '../../testing/fakeSpeechProviders';
import { loginNewUser, startSpeechServer, type TestServer } from '../../testing/harness';

const SPEAK =
  '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">';
const script = (body: string) => `${SPEAK}${body}</speak>`;
type TaskRow = { code: string; status: number; statusName: string; filepath: string };

const dbOf = (server: TestServer) => (server.app as unknown as { dubkit: { db: Kysely<Database> } }).dubkit.db;

describe('neural voices through the voice catalogue (fake OpenAI-compatible and CosyVoice servers)', () => {
  let espeak: EspeakEngine;
  let openai: FakeSpeechProvider;
  let cosyvoice: FakeSpeechProvider;
  let server: TestServer;
  let user: { token: string };

  beforeAll(async () => {
    espeak = createEspeakEngine({ workers: 1 });
    openai = await startFakeSpeechProvider({ shape: 'openai', engine: espeak, apiKey: 'sk-test', formats: ['pcm'] });
    cosyvoice = await startFakeSpeechProvider({ shape: 'cosyvoice', engine: espeak });
    server = await startSpeechServer({
      speechProviders: {
        openai: { baseUrl: openai.url, apiKey: 'sk-test', model: 'tts-1', retries: 2 },
        cosyvoice: { baseUrl: cosyvoice.url },
      },
    });
    user = await loginNewUser(server);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await openai?.close();
    await cosyvoice?.close();
    await espeak?.close();
  });

  const inputs = () => openai.received.map((r) => String(r.body.input));
  const waitForTask = async (code?: string): Promise<TaskRow> => {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const list = await server.call<{ list: TaskRow[] }>('GET', '/api/tts/task/list', {
        token: user.token,
        query: { page: 1 },
      });
      const task = code ? list.body.data.list.find((t) => t.code === code) : list.body.data.list[0];
      if (task && (task.status === 1 || task.status === -1)) return task;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('task did not finish');
  };
  const submit = async (text: string, anchorId = 12) => {
    const added = await server.call<{ status: number }>('POST', '/api/tts/task/v2/add', {
      token: user.token,
      body: { title: '神经音色', anchorType: 0, anchorId, text: script(text) },
    });
    expect(added.body.data.status).toBe(200);
    return waitForTask();
  };

  it('/api/health lists the configured providers and the voices their catalogue gives them', async () => {
    const health = await server.call<{
      providers: { speechProviders: string[] };
      voices: Record<string, { anchors: number; voices: string[] }>;
    }>('GET', '/api/health');
    expect(health.body.data.providers.speechProviders).toEqual(['openai', 'cosyvoice']);
    expect(health.body.data.voices.openai?.voices).toEqual(expect.arrayContaining(['nova', 'onyx']));
    expect(health.body.data.voices.cosyvoice?.voices).toEqual(expect.arrayContaining(['中文女', '中文男']));
    expect(JSON.stringify(health.body.data)).not.toContain('sk-test');
  });

  it('an audition speaks through the provider voice, with a polyphone mark read through a homophone', async () => {
    const before = openai.received.length;
    const response = await fetch(`${server.base}/api/tts/audition`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({
        anchorId: 12,
        templateId: 0,
        text: await encryptText(
          DEVELOPMENT_AUDITION_KEY,
          script('我去银<phoneme alphabet="py" ph="hang2">行</phoneme>取钱。'),
        ),
      }),
    });
    expect(response.status).toBe(200);
    const pcm = await decodeMp3(new Uint8Array(await response.arrayBuffer()));
    expect(durationMs(pcm)).toBeGreaterThan(800);
    expect(levelDb(pcm, 0, durationMs(pcm))).toBeGreaterThan(-35);
    const sent = openai.received.slice(before);
    // The first request probes the format: this server refuses WAV, so it and every later one ask for raw PCM.
    expect(sent.map((request) => request.body.response_format)).toEqual(['wav', 'pcm']);
    // The seed binds every anchor to an OpenAI voice, which comes first in the providers' order.
    expect(sent[1]?.body).toMatchObject({ model: 'tts-1', input: '我去银杭取钱。', response_format: 'pcm' });
    const detail = await server.call<{ voiceEngine: unknown }>('GET', '/api/anchor/detail', {
      query: { anchorId: 12, anchorType: 0 },
    });
    expect(detail.body.data.voiceEngine).toMatchObject({ kind: 'neural', approximates: ['phoneme'] });
  });

  it('a sentence that fails once is retried alone; the task completes with every sentence spoken once', async () => {
    openai.fail([503], '第二句');
    const before = openai.received.length;
    const task = await submit('第一句在这里。第二句在这里。第三句在这里。');
    expect(task.statusName).toBe('合成成功');
    const sent = inputs().slice(before);
    expect(sent.filter((input) => input.includes('第一句'))).toHaveLength(1);
    expect(sent.filter((input) => input.includes('第二句'))).toHaveLength(2);
    expect(sent.filter((input) => input.includes('第三句'))).toHaveLength(1);
    const audio = await fetch(`${server.base}${task.filepath}`);
    const pcm = await decodeMp3(new Uint8Array(await audio.arrayBuffer()));
    expect(durationMs(pcm)).toBeGreaterThan(2000);
  });

  it('a text the provider refuses fails the task at once, naming the anchor in the user’s words', async () => {
    const db = dbOf(server);
    const before = cosyvoice.received.length;
    // Anchor 13 speaks through CosyVoice alone once its OpenAI row is gone.
    await db.deleteFrom('voice_bindings').where('anchor_id', '=', 13).where('provider', '=', 'openai').execute();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    cosyvoice.fail([422], '拒读');
    const task = await submit('这一句请拒读。', 13);
    expect(task.status).toBe(-1);
    const name = (await db.selectFrom('anchors').select('name').where('id', '=', 13).executeTakeFirstOrThrow()).name;
    expect(task.statusName).toBe(`合成失败：主播「${name}」无法朗读这段文字，请修改后再试`);
    // Refused, not retried: one request, no HTTP status or setting name shown.
    expect(cosyvoice.received.slice(before)).toHaveLength(1);
    expect(task.statusName).not.toMatch(/HTTP|DUBKIT_|422/);
  });

  it('the voices CLI rebinds an anchor, and every server speaks it with the new voice within a second', async () => {
    const db = dbOf(server);
    const lines: string[] = [];
    await voicesCommand(
      ['set', '--provider', 'openai', '--anchor', '12', '--voice', 'verse', '--option', 'instructions=平静地说'],
      { db, now: Date.now },
      (line) => lines.push(line),
    );
    expect(lines[0]).toMatch(/openai voice verse speaks anchor 12/);
    await voicesCommand(['list', '--provider', 'openai'], { db, now: Date.now }, (line) => lines.push(line));
    expect(lines.some((line) => /anchor 12\s+verse\s+instructions=平静地说/.test(line))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = openai.received.length;
    const task = await submit('换一个声音。');
    expect(task.statusName).toBe('合成成功');
    expect(openai.received[before]?.body).toMatchObject({ voice: 'verse', instructions: '平静地说' });
    await expect(voicesCommand(['set', '--provider', 'nobody'], { db, now: Date.now }, () => {})).rejects.toThrow(
      /--provider must be one of openai, gpt-sovits, cosyvoice/,
    );
  });

  it('an anchor no configured provider speaks stays on the offline engine, and its detail says so', async () => {
    const db = dbOf(server);
    await db.deleteFrom('voice_bindings').where('anchor_id', '=', 14).execute();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const detail = await server.call<{ voiceEngine: unknown }>('GET', '/api/anchor/detail', {
      query: { anchorId: 14, anchorType: 0 },
    });
    expect(detail.body.data.voiceEngine).toEqual({ kind: 'offline', ignores: [], approximates: [] });
    const before = openai.received.length + cosyvoice.received.length;
    const task = await submit('离线引擎来读。', 14);
    expect(task.statusName).toBe('合成成功');
    expect(openai.received.length + cosyvoice.received.length).toBe(before);
    // A new take is worth making of a neural voice's sentence, not of the offline engine's (it says it the same way).
    const takes = async (anchorId: number) =>
      (
        await server.call<Array<{ varies: boolean }>>('POST', '/api/tts/takes', {
          token: user.token,
          body: { anchorType: 0, anchorId, sentences: [script('换一句话。')] },
        })
      ).body.data[0]?.varies;
    expect(await takes(14)).toBe(false);
    expect(await takes(12)).toBe(true);
  });
});
