import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3Info } from '../mp3';
import { durationMs, levelDb } from '../pcm';
import { createPcmSpool } from '../spool';
import { medianPitchHz } from '../test-support';
import { createEspeakEngine, type EspeakEngine } from './espeak-engine';

const sentence = '今天天气很好，我们一起去公园散步吧。';
const voice = { voice: 'cmn', pitchPercent: 0, rate: 1, volume: 100 };

describe('espeak-ng engine', () => {
  let engine: EspeakEngine;
  beforeAll(async () => {
    engine = createEspeakEngine({ workers: 2 });
    await engine.ready();
  }, 60_000);
  afterAll(() => engine.close());

  it('speaks a Mandarin sentence: audible, of a plausible length, at the rate asked for', async () => {
    const pcm = await engine.synthesize({ ...voice, text: sentence, sampleRate: 16000 });
    expect(pcm.sampleRate).toBe(16000);
    // 17 characters at an ordinary Mandarin pace of 2–8 characters a second.
    expect(durationMs(pcm)).toBeGreaterThan(17_000 / 8);
    expect(durationMs(pcm)).toBeLessThan(17_000 / 2);
    expect(levelDb(pcm, 0, durationMs(pcm))).toBeGreaterThan(-30);
    const quarter = durationMs(pcm) / 4;
    for (let q = 0; q < 4; q++) expect(levelDb(pcm, q * quarter, (q + 1) * quarter)).toBeGreaterThan(-40);
  });

  it('a female variant sounds higher than a male one, and the pitch setting moves it', async () => {
    const [female, male, low, high] = await Promise.all([
      engine.synthesize({ ...voice, variant: 'f2', text: sentence }),
      engine.synthesize({ ...voice, variant: 'm3', text: sentence }),
      engine.synthesize({ ...voice, pitchPercent: -35, text: sentence }),
      engine.synthesize({ ...voice, pitchPercent: 35, text: sentence }),
    ]);
    expect(medianPitchHz(female)).toBeGreaterThan(medianPitchHz(male) * 1.3);
    expect(medianPitchHz(high)).toBeGreaterThan(medianPitchHz(low) * 1.2);
  });

  it('speaks faster and quieter when asked', async () => {
    const [normal, fast, quiet] = await Promise.all([
      engine.synthesize({ ...voice, text: sentence }),
      engine.synthesize({ ...voice, rate: 1.8, text: sentence }),
      engine.synthesize({ ...voice, volume: 50, text: sentence }),
    ]);
    expect(durationMs(fast)).toBeLessThan(durationMs(normal) * 0.75);
    const whole = (p: typeof normal) => levelDb(p, 0, durationMs(p));
    expect(whole(quiet)).toBeCloseTo(whole(normal) - 6, 0);
  });

  it('keeps its workers warm: many requests, one engine start per worker', async () => {
    const before = engine.stats().initialisations;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await engine.speak({ ...voice, text: `第${i}句。` }));
    expect(engine.stats().initialisations).toBe(before);
    expect(before).toBe(2);
    expect(new Set(answers.map((a) => a.instance))).toEqual(new Set([1]));
  });

  it('runs requests on both workers at once', async () => {
    const long = '春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。'.repeat(4);
    const jobs = [engine.speak({ ...voice, text: long }), engine.speak({ ...voice, text: long })];
    expect(engine.stats().busy).toBe(2);
    const [a, b] = await Promise.all(jobs);
    expect(a?.threadId).not.toBe(b?.threadId);
    // Each started before the other finished.
    expect((a?.startedAt ?? 0) < (b?.endedAt ?? 0) && (b?.startedAt ?? 0) < (a?.endedAt ?? 0)).toBe(true);
  });

  it('speaks Cantonese and English voices too', async () => {
    const [cantonese, english] = await Promise.all([
      engine.synthesize({ ...voice, voice: 'yue', text: '你好，歡迎收聽。' }),
      engine.synthesize({ ...voice, voice: 'en-us', text: 'Welcome to DubKit.' }),
    ]);
    expect(durationMs(cantonese)).toBeGreaterThan(500);
    expect(durationMs(english)).toBeGreaterThan(500);
  });

  it('refuses an unknown voice or variant with a clear message and stays usable', async () => {
    await expect(engine.synthesize({ ...voice, voice: 'klingon', text: '你好' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('no voice "klingon"'),
    });
    await expect(engine.synthesize({ ...voice, variant: 'nobody', text: '你好' })).rejects.toThrow(/variant "nobody"/);
    expect(durationMs(await engine.synthesize({ ...voice, text: '你好' }))).toBeGreaterThan(200);
  });

  it('speaks many clauses in one call, cut back into one clip per clause', async () => {
    const clauses = ['清晨的阳光洒进小城，', '街道两旁的早餐店已经热闹起来。', '   ', '银 hang2 行长说：', '好。'];
    const together = await engine.synthesizeMany(clauses.map((text) => ({ ...voice, text, sampleRate: 16000 })));
    const apart = await Promise.all(clauses.map((text) => engine.synthesize({ ...voice, text, sampleRate: 16000 })));
    expect(together).toHaveLength(clauses.length);
    expect(together[2]?.samples.length).toBe(0);
    for (const [i, pcm] of together.entries()) {
      if (i === 2) continue;
      const alone = apart[i];
      if (!alone) throw new Error('missing clause');
      expect(levelDb(pcm, 0, durationMs(pcm))).toBeGreaterThan(-30);
      // The same words, give or take the silence around them.
      expect(Math.abs(durationMs(pcm) - durationMs(alone))).toBeLessThan(300);
    }
    await expect(
      engine.synthesizeMany([
        { ...voice, text: '一' },
        { ...voice, variant: 'm1', text: '二' },
      ]),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('falls back to one call per clause when the breaks cannot be told apart (a clause of silence)', async () => {
    const clauses = ['开始。', '……………………………………', '结束。'];
    const pieces = await engine.synthesizeMany(clauses.map((text) => ({ ...voice, text })));
    expect(pieces).toHaveLength(3);
    expect(durationMs(pieces[0] ?? { samples: new Float32Array(0), sampleRate: 1 })).toBeGreaterThan(300);
    expect(durationMs(pieces[2] ?? { samples: new Float32Array(0), sampleRate: 1 })).toBeGreaterThan(300);
  });

  it("masters and encodes MP3 on a worker, reading the audio from the caller's spool", async () => {
    const pcm = await engine.synthesize({ ...voice, text: '你好', sampleRate: 16000 });
    const spool = await createPcmSpool();
    try {
      const part = { offset: await spool.append(pcm.samples), length: pcm.samples.length, gain: 1 };
      const job = {
        parts: [{ silence: 800 }, part],
        sampleRate: 16000,
        music: null,
        loudnessTarget: -16,
        ceilingDb: -1,
      };
      const { mp3, samples } = await engine.master(job, spool.fd);
      expect(mp3[0]).toBe(0xff);
      expect(samples).toBe(800 + pcm.samples.length);
      expect(mp3Info(mp3).samples).toBe(samples);
    } finally {
      await spool.close();
    }
  });

  it('stops mastering at once when its signal aborts', async () => {
    const hour = {
      parts: [{ silence: 16000 * 3600 }],
      sampleRate: 16000,
      music: null,
      loudnessTarget: -16,
      ceilingDb: -1,
    };
    const controller = new AbortController();
    const mastering = engine.master(hour, -1, controller.signal);
    setTimeout(() => controller.abort(), 200);
    const started = performance.now();
    await expect(mastering).rejects.toMatchObject({ code: 'ABORTED' });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
