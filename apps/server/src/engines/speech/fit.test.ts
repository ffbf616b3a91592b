import { FIT_SPEEDUP_MAX } from '@dubkit/sdk-core/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAssetLibrary } from '../../seed/assets/library';
import { createEspeakEngine, type EspeakEngine } from './espeak/espeak-engine';
import { cueGroups } from './fit';
import type { Pcm } from './pcm';
import { executePlan, fitPlanCues, type PlanItem } from './plan';
import { decodeMp3, medianPitchHz, windowLevelsDb } from './test-support';

const voice = { voice: 'cmn', variant: 'f2', pitchPercent: 0, rate: 1, volume: 100 };
const SHORT = '你好。';
const MEDIUM = '今天我们一起去公园散步，看看湖边的风景。';
const LONG = '这是一句很长很长的台词，无论怎样加快语速，都不可能在这么短的字幕时间里说完，观众会发现它拖到了下一条。';

/** Where sound begins after `fromMs`: the first 10 ms window above −40 dBFS. */
function onsetMs(pcm: Pcm, fromMs: number): number {
  const levels = windowLevelsDb(pcm, 10);
  for (let i = Math.floor(fromMs / 10); i < levels.length; i++) if ((levels[i] ?? -100) > -40) return i * 10;
  return Number.NaN;
}

describe('fitting speech to subtitle cues', () => {
  let engine: EspeakEngine;
  const assets = seedAssetLibrary();
  const natural: Record<string, number> = {};
  beforeAll(async () => {
    engine = createEspeakEngine({ workers: 1 });
    await engine.ready();
    // Each line's length as spoken at its own speed, silence trimmed (what fitting starts from).
    const out = await executePlan(
      { items: [SHORT, MEDIUM, LONG].map((text): PlanItem => ({ kind: 'speech', text, voice })) },
      { engine, assets, master: engine.master },
    );
    for (const [i, text] of [SHORT, MEDIUM, LONG].entries()) natural[text] = out.items[i]?.durationMs ?? 0;
  }, 60_000);
  afterAll(() => engine.close());

  it('groups each cue with what follows it, up to the next cue', () => {
    const items: PlanItem[] = [
      { kind: 'speech', text: '前言', voice },
      { kind: 'cue', startMs: 0, endMs: 1000 },
      { kind: 'speech', text: '一', voice },
      { kind: 'silence', ms: 400 },
      { kind: 'cue', startMs: 1000, endMs: 2000 },
    ];
    expect(cueGroups(items)).toEqual([
      { cue: 1, members: [2, 3] },
      { cue: 4, members: [] },
    ]);
  });

  it('starts each cue on time, speeds up a line a little too long, and reports one that cannot fit', async () => {
    const medium = natural[MEDIUM] as number;
    const long = natural[LONG] as number;
    // The medium line has 1.2× its length less than it needs (no gap to borrow), the long one a third of its length.
    const mediumStart = 2000;
    const mediumEnd = mediumStart + Math.round(medium / 1.2);
    const longStart = mediumEnd;
    const longEnd = longStart + Math.round(long / 3);
    const lastStart = longEnd + 500;
    const items: PlanItem[] = [
      { kind: 'cue', startMs: 600, endMs: 1800 },
      { kind: 'silence', ms: 300 },
      { kind: 'speech', text: SHORT, voice, sentence: 0 },
      { kind: 'silence', ms: 400 },
      { kind: 'cue', startMs: mediumStart, endMs: mediumEnd },
      { kind: 'speech', text: MEDIUM, voice, sentence: 1 },
      { kind: 'silence', ms: 400 },
      { kind: 'cue', startMs: longStart, endMs: longEnd },
      { kind: 'speech', text: LONG, voice, sentence: 2 },
      { kind: 'silence', ms: 400 },
      { kind: 'cue', startMs: lastStart, endMs: lastStart + 2000 },
      { kind: 'speech', text: SHORT, voice, sentence: 3 },
    ];
    const out = await executePlan({ items }, { engine, assets, master: engine.master });
    const [short, fitted, overrun, late] = out.cues ?? [];
    expect(short).toMatchObject({ status: 'fits', startMs: 600, placedMs: 600, rate: 1, stretch: 1 });
    expect(fitted).toMatchObject({ status: 'stretched', startMs: mediumStart, placedMs: mediumStart, borrowMs: 0 });
    expect(overrun).toMatchObject({ status: 'overruns', placedMs: longStart });
    expect(overrun?.overrunMs).toBeGreaterThan(0);
    // The line after an overrun starts late, by about the overrun.
    expect(late?.placedMs).toBeGreaterThan(lastStart + (overrun?.overrunMs ?? 0) - 150);

    // The stretched line lasts its slot (within a frame or two), no faster than the maximum.
    const spoken = out.items[5];
    expect(Math.abs((spoken?.durationMs ?? 0) - (mediumEnd - mediumStart))).toBeLessThan(40);
    expect(medium / (spoken?.durationMs ?? 1)).toBeLessThanOrEqual(FIT_SPEEDUP_MAX + 0.02);
    // The overrun line was sped up as far as allowed, and no further.
    expect(long / (out.items[8]?.durationMs ?? 1)).toBeCloseTo(FIT_SPEEDUP_MAX, 1);

    // What a listener hears: each line begins at its cue's start (±40 ms), with the voice's pitch kept.
    const pcm = await decodeMp3(out.mp3);
    expect(onsetMs(pcm, 0)).toBeGreaterThanOrEqual(600 - 40);
    expect(onsetMs(pcm, 0)).toBeLessThanOrEqual(600 + 40);
    expect(Math.abs(onsetMs(pcm, mediumStart - 200) - mediumStart)).toBeLessThanOrEqual(40);
    const from = Math.round((mediumStart * pcm.sampleRate) / 1000);
    const to = Math.round((mediumEnd * pcm.sampleRate) / 1000);
    const line = { samples: pcm.samples.subarray(from, to), sampleRate: pcm.sampleRate };
    const alone = await engine.synthesize({ ...voice, text: MEDIUM, sampleRate: 16000 });
    expect(medianPitchHz(line) / medianPitchHz(alone)).toBeGreaterThan(0.93);
    expect(medianPitchHz(line) / medianPitchHz(alone)).toBeLessThan(1.07);
  }, 60_000);

  it('reports the fits without rendering the audio', async () => {
    const long = natural[LONG] as number;
    const cues = await fitPlanCues(
      {
        items: [
          { kind: 'cue', startMs: 0, endMs: Math.round(long / 2) },
          { kind: 'speech', text: LONG, voice },
          { kind: 'cue', startMs: Math.round(long / 2), endMs: long },
          { kind: 'speech', text: SHORT, voice },
        ],
      },
      { engine, assets },
    );
    expect(cues.map((cue) => cue.status)).toEqual(['overruns', 'fits']);
    expect(Math.abs((cues[0]?.overrunMs ?? 0) - (long / FIT_SPEEDUP_MAX - long / 2))).toBeLessThan(150);
  });
});
