import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeRms } from './assembly';
import { createEspeakEngine, type EspeakEngine } from './espeak/espeak-engine';
import type { Pcm } from './pcm';
import { stretchSpeech } from './stretch';
import { medianPitchHz } from './test-support';

describe('time-stretching speech', () => {
  let engine: EspeakEngine;
  let speech: Pcm;
  beforeAll(async () => {
    engine = createEspeakEngine({ workers: 1 });
    speech = await engine.synthesize({
      text: '今天天气很好，我们一起去公园散步吧。',
      voice: 'cmn',
      variant: 'f2',
      pitchPercent: 0,
      rate: 1,
      volume: 100,
      sampleRate: 16000,
    });
  }, 60_000);
  afterAll(() => engine.close());

  it.each([1.1, 1.3])('makes speech %s× faster, keeping its pitch and level', async (speed) => {
    const faster = await stretchSpeech(speech, speed);
    expect(faster.sampleRate).toBe(16000);
    expect(faster.samples.length / speech.samples.length).toBeCloseTo(1 / speed, 1);
    expect(Math.abs(faster.samples.length - speech.samples.length / speed)).toBeLessThan(0.02 * speech.samples.length);
    expect(medianPitchHz(faster) / medianPitchHz(speech)).toBeGreaterThan(0.95);
    expect(medianPitchHz(faster) / medianPitchHz(speech)).toBeLessThan(1.05);
    expect(activeRms(faster) / activeRms(speech)).toBeGreaterThan(0.8);
  });

  it('leaves speech that needs no speed-up as it is', async () => {
    expect(await stretchSpeech(speech, 1)).toBe(speech);
    expect(await stretchSpeech(speech, 0.8)).toBe(speech);
  });
});
