import { DEFAULT_LOUDNESS_TARGET, TRUE_PEAK_CEILING_DBTP } from '@dubkit/sdk-core/studio';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAssetLibrary } from '../../seed/assets/library';
import { createEspeakEngine, type EspeakEngine } from './espeak/espeak-engine';
import { mp3Info } from './mp3';
import { executePlan, type ItemTiming, type PlanItem, plannedDurationMs, renderVoiceSample, streamPlan } from './plan';
import { activeRmsDb, decodeMp3, levelDb, programmeLoudness, sentenceLufs } from './test-support';

const voice = { voice: 'cmn', variant: 'f2', pitchPercent: 5, rate: 1, volume: 100 };

describe('synthesis plan', () => {
  let engine: EspeakEngine;
  const decoder = new MPEGDecoder({ enableGapless: true });
  const assets = seedAssetLibrary();
  beforeAll(async () => {
    engine = createEspeakEngine({ workers: 1 });
    await Promise.all([engine.ready(), decoder.ready]);
  }, 60_000);
  afterAll(async () => {
    decoder.free();
    await engine.close();
  });

  async function decodedMs(mp3: Uint8Array) {
    await decoder.reset();
    const decoded = decoder.decode(mp3);
    return (decoded.samplesDecoded * 1000) / decoded.sampleRate;
  }

  const at = (items: ItemTiming[], index: number) => {
    const item = items[index];
    if (!item) throw new Error(`no item ${index}`);
    return item;
  };

  it('lays speech, exact breaks and sound effects end to end into an MP3 of the planned length', async () => {
    const items: PlanItem[] = [
      { kind: 'speech', text: '欢迎收听配音工坊。', voice },
      { kind: 'silence', ms: 700 },
      { kind: 'clip', asset: 'sfx-25' },
      { kind: 'silence', ms: 250 },
      { kind: 'speech', text: '今天我们聊聊声音。', voice: { ...voice, variant: 'm3' } },
    ];
    const out = await executePlan({ items }, { engine, assets, master: engine.master });
    const pcm = await decodeMp3(out.mp3);
    expect(out.sampleRate).toBe(16000);
    const planned = plannedDurationMs(out.items);
    expect(Math.abs(mp3Info(out.mp3).durationMs - planned)).toBeLessThanOrEqual(20);
    expect(Math.abs((await decodedMs(out.mp3)) - planned)).toBeLessThanOrEqual(20);
    const [speech, pause, effect, shortPause, speech2] = [0, 1, 2, 3, 4].map((i) => at(out.items, i));
    expect(pause?.durationMs).toBeCloseTo(700, 0);
    expect(shortPause?.durationMs).toBeCloseTo(250, 0);
    expect(effect?.durationMs).toBeCloseTo(1500, 0);
    for (const spoken of [speech, speech2, effect])
      expect(levelDb(pcm, spoken?.startMs ?? 0, (spoken?.startMs ?? 0) + (spoken?.durationMs ?? 0))).toBeGreaterThan(
        -35,
      );
    for (const quiet of [pause, shortPause])
      expect(
        levelDb(pcm, (quiet?.startMs ?? 0) + 20, (quiet?.startMs ?? 0) + (quiet?.durationMs ?? 0) - 20),
      ).toBeLessThan(-60);
    // Each voice is levelled on its own: the two sentences sound alike, and the whole sits at the target.
    const [first, second] = [speech, speech2].map((t) => sentenceLufs(pcm, t?.startMs ?? 0, t?.durationMs ?? 0));
    expect(Math.abs((first ?? 0) - (second ?? 0))).toBeLessThan(2);
    expect(Math.abs(programmeLoudness(pcm).lufs - DEFAULT_LOUDNESS_TARGET)).toBeLessThan(1);
  });

  it('keeps volume audible after normalisation: volume 50 is 6 dB under volume 100', async () => {
    const out = await executePlan(
      {
        items: [
          { kind: 'speech', text: '同一句话，两种音量。', voice },
          { kind: 'speech', text: '同一句话，两种音量。', voice: { ...voice, volume: 50 } },
        ],
        // At -16 LUFS the limiter would take up to a dB off the louder sentence's peaks; broadcast level leaves them.
        loudnessTarget: -23,
      },
      { engine },
    );
    const pcm = await decodeMp3(out.mp3);
    const [loud, soft] = [at(out.items, 0), at(out.items, 1)];
    const loudDb = activeRmsDb(pcm, loud.startMs, loud.durationMs);
    expect(activeRmsDb(pcm, soft.startMs, soft.durationMs)).toBeCloseTo(loudDb - 6, 0);
  });

  it('mixes background music under the speech and lets it fade out after the last word', async () => {
    const music = { asset: 'bgm-02', volume: 60, fadeInMs: 1000, fadeOutMs: 3000 };
    const out = await executePlan(
      {
        sampleRate: 48000,
        items: [
          { kind: 'speech', text: '春眠不觉晓，处处闻啼鸟。', voice },
          { kind: 'silence', ms: 1500 },
          { kind: 'speech', text: '夜来风雨声，花落知多少。', voice },
        ],
        music,
      },
      { engine, assets },
    );
    expect(out.sampleRate).toBe(48000);
    const pcm = await decodeMp3(out.mp3);
    const planned = plannedDurationMs(out.items, music);
    expect(planned).toBeCloseTo(out.speechEndMs + 3000, 3);
    expect(Math.abs((await decodedMs(out.mp3)) - planned)).toBeLessThanOrEqual(20);
    const pause = at(out.items, 1);
    // Under the pause the music alone plays, well under the speech.
    const underPause = levelDb(pcm, pause.startMs + 100, pause.startMs + pause.durationMs - 100);
    expect(underPause).toBeGreaterThan(-45);
    const words = at(out.items, 0);
    expect(underPause).toBeLessThan(levelDb(pcm, words.startMs, words.startMs + words.durationMs) - 5);
    // After the speech: present at first, then fading to near silence.
    const afterSpeech = levelDb(pcm, out.speechEndMs, out.speechEndMs + 500);
    expect(afterSpeech).toBeGreaterThan(-45);
    expect(levelDb(pcm, planned - 400, planned)).toBeLessThan(afterSpeech - 15);
    // Fade-in: the first 200 ms of music are quieter than the music in the pause.
    const silent = await executePlan(
      { sampleRate: 48000, items: [{ kind: 'silence', ms: 4000 }], music },
      { engine, assets },
    );
    const quiet = await decodeMp3(silent.mp3);
    expect(levelDb(quiet, 0, 200)).toBeLessThan(levelDb(quiet, 2000, 3000) - 6);
  });

  it.each([
    [DEFAULT_LOUDNESS_TARGET, undefined],
    [-23, -23],
  ] as const)(
    'masters two voices and music to %i LUFS, true peak under the ceiling, no jump between voices, music ducked',
    async (target, loudnessTarget) => {
      // A Mandarin voice and an English one, alternating: left to themselves they differ by several LU.
      const cmn = voice;
      const en = { voice: 'en-us', variant: 'm3', pitchPercent: 0, rate: 1, volume: 100 };
      const lines: Array<[typeof cmn, string]> = [
        [cmn, '欢迎收听配音工坊的节目。'],
        [en, 'Welcome to the studio, where every voice counts.'],
        [cmn, '今天我们聊聊声音的响度。'],
        [en, 'Loudness is measured the way listeners hear it.'],
        [cmn, '每一句都不该忽大忽小。'],
        [en, 'And the music stays under the words.'],
      ];
      const items: PlanItem[] = lines.flatMap(([v, text], n) => [
        { kind: 'speech', text, voice: v, sentence: n },
        { kind: 'silence', ms: n === 3 ? 2500 : 400 },
      ]);
      const music = { asset: 'bgm-02', volume: 100, fadeInMs: 0, fadeOutMs: 1000 };
      const out = await executePlan(
        { items, music, ...(loudnessTarget ? { loudnessTarget } : {}) },
        { engine, assets, master: engine.master },
      );
      const pcm = await decodeMp3(out.mp3);
      const { lufs, truePeakDb } = programmeLoudness(pcm);
      expect(Math.abs(lufs - target)).toBeLessThan(1);
      // The limiter holds true peaks at the ceiling; the 48 kbps MP3 decoded here may overshoot it by up to half a dB.
      expect(truePeakDb).toBeLessThanOrEqual(TRUE_PEAK_CEILING_DBTP + 0.5);
      const sentences = lines
        .map((_, n) => at(out.items, 2 * n))
        .map((t) => sentenceLufs(pcm, t.startMs, t.durationMs));
      for (let n = 1; n < sentences.length; n++)
        expect(Math.abs((sentences[n] ?? 0) - (sentences[n - 1] ?? 0))).toBeLessThanOrEqual(2);
      // Music: in the long pause it rises well above where it sits under the words (measured in the short pauses, which
      // keep it down, against the long one).
      const longPause = at(out.items, 7);
      const shortPause = at(out.items, 5);
      const inGap = levelDb(pcm, longPause.startMs + 800, longPause.startMs + longPause.durationMs - 200);
      const underWords = levelDb(pcm, shortPause.startMs + 50, shortPause.startMs + shortPause.durationMs - 50);
      expect(inGap - underWords).toBeGreaterThan(4);
      expect(inGap).toBeLessThan(levelDb(pcm, at(out.items, 8).startMs, at(out.items, 8).startMs + 1000) - 3);
    },
  );

  it('on a busy engine, a second listener hears their first words before the first listener hears their later ones', async () => {
    const script = (who: string): PlanItem[] =>
      ['f1', 'm3', 'f4'].map((variant, n) => ({
        kind: 'speech',
        text: `${who}的第${n + 1}句话。`,
        voice: { ...voice, variant },
      }));
    const heard: string[] = [];
    const listen = async (who: string) => {
      let piece = 0;
      for await (const chunk of streamPlan({ items: script(who) }, { engine, assets }))
        if (chunk.pieceEnd) heard.push(`${who}${piece++}`);
    };
    const task = executePlan({ items: script('任务') }, { engine, assets }).then(() => heard.push('任务'));
    await Promise.all([task, listen('甲'), listen('乙')]);
    // One worker: the task's first sentence was already speaking; then each listener's first sentence, before
    // anyone's second one, and the task's later sentences after every audition.
    expect(heard.indexOf('乙0')).toBeLessThan(heard.indexOf('甲1'));
    expect(heard.indexOf('任务')).toBe(heard.length - 1);
  });

  it('streams the audio of the whole render piece by piece, the first piece ending with the first words', async () => {
    const items: PlanItem[] = [
      { kind: 'silence', ms: 300 },
      { kind: 'speech', text: '欢迎收听。', voice },
      { kind: 'silence', ms: 400 },
      { kind: 'speech', text: '今天我们聊聊声音，', voice },
      { kind: 'clip', asset: 'sfx-25' },
      { kind: 'speech', text: '也聊聊音乐。', voice: { ...voice, rate: 1.2 } },
    ];
    const music = { asset: 'bgm-02', volume: 60, fadeInMs: 500, fadeOutMs: 0 };
    const whole = await executePlan({ items, music }, { engine, assets });
    // Chunks of a few MP3 frames, gathered here into the pieces they end.
    const pieces: Float32Array[] = [];
    let gathered: Float32Array[] = [];
    for await (const chunk of streamPlan({ items, music }, { engine, assets })) {
      gathered.push(chunk.samples);
      if (!chunk.pieceEnd) continue;
      const piece = new Float32Array(gathered.reduce((n, part) => n + part.length, 0));
      gathered.reduce((at, part) => (piece.set(part, at), at + part.length), 0);
      pieces.push(piece);
      gathered = [];
    }
    const firstWords = at(whole.items, 1);
    const firstEnd = Math.round(((firstWords.startMs + firstWords.durationMs) * 16000) / 1000);
    expect(pieces[0]?.length).toBe(firstEnd);
    expect(pieces.length).toBe(3);
    // eSpeak's voices are not sample-exact from call to call (their timing wobbles by a few tens of milliseconds).
    const streamedLength = pieces.reduce((n, p) => n + p.length, 0);
    const wholePcm = await decodeMp3(whole.mp3);
    expect(Math.abs(streamedLength - wholePcm.samples.length)).toBeLessThan(1600);
    // Each piece sounds as loud as the same stretch of the whole render.
    const ends = [at(whole.items, 1), at(whole.items, 3), at(whole.items, 5)].map((t) => t.startMs + t.durationMs);
    let startMs = 0;
    for (const [n, piece] of pieces.entries()) {
      const lengthMs = (ends[n] ?? 0) - startMs;
      const streamedDb = activeRmsDb({ samples: piece, sampleRate: 16000 }, 0, lengthMs);
      expect(Math.abs(streamedDb - activeRmsDb(wholePcm, startMs, lengthMs))).toBeLessThan(3);
      startMs = ends[n] ?? 0;
    }
  });

  it('renders a voice sample for a template', async () => {
    const sample = await renderVoiceSample('这是一段试听。', { ...voice, pitchPercent: 20, rate: 1.2 }, { engine });
    expect(sample.durationMs).toBeGreaterThan(500);
    expect(mp3Info(sample.mp3).samples).toBe(Math.round((sample.durationMs * sample.sampleRate) / 1000));
  });

  it('says which asset is missing', async () => {
    await expect(executePlan({ items: [{ kind: 'clip', asset: 'sfx-99' }] }, { engine, assets })).rejects.toThrow(
      /no sound asset "sfx-99"/,
    );
  });
});
