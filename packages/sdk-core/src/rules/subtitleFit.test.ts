import { describe, expect, it } from 'vitest';
import {
  cueOverrunMessage,
  FIT_BORROW_MAX_MS,
  FIT_ENGINE_RATE_MAX,
  FIT_SPEEDUP_MAX,
  fitCue,
  fitCues,
  fitLineLength,
} from './subtitleFit';

const cue = (startMs: number, endMs: number) => ({ startMs, endMs });

describe('fitting speech into its subtitle slot', () => {
  it('leaves speech that fits its cue as it is', () => {
    expect(fitCue(cue(0, 2000), 3000, 1500)).toEqual({
      slotMs: 2000,
      borrowMs: 0,
      naturalMs: 1500,
      rate: 1,
      stretch: 1,
      overrunMs: 0,
      status: 'fits',
    });
  });

  it('borrows from the gap to the next cue, only as much as it needs and at most the cap', () => {
    expect(fitCue(cue(0, 2000), 2600, 2400)).toMatchObject({ borrowMs: 400, status: 'fits', rate: 1, stretch: 1 });
    expect(fitCue(cue(0, 2000), 2300, 2400)).toMatchObject({ borrowMs: 300, slotMs: 2300, status: 'stretched' });
    expect(fitCue(cue(0, 2000), null, 2900)).toMatchObject({ borrowMs: 900, status: 'fits' });
    expect(fitCue(cue(0, 2000), 10_000, 3500).borrowMs).toBe(FIT_BORROW_MAX_MS);
  });

  it('speeds a tight line up, the engine first, then time-stretching, to exactly its slot', () => {
    const engineOnly = fitCue(cue(0, 2000), 2000, 2200);
    expect(engineOnly).toMatchObject({ status: 'stretched', stretch: 1 });
    expect(engineOnly.rate).toBeCloseTo(1.1);
    const both = fitCue(cue(0, 2000), 2000, 2500);
    expect(both.rate).toBe(FIT_ENGINE_RATE_MAX);
    expect(both.rate * both.stretch).toBeCloseTo(1.25);
    expect(both.naturalMs / (both.rate * both.stretch)).toBeCloseTo(both.slotMs);
  });

  it('reports a line that cannot fit even at the greatest speed-up, and by how much', () => {
    const impossible = fitCue(cue(0, 1000), 1000, 2600);
    expect(impossible).toMatchObject({ status: 'overruns', overrunMs: 1000 });
    expect(impossible.rate * impossible.stretch).toBeCloseTo(FIT_SPEEDUP_MAX);
    expect(cueOverrunMessage(2, impossible.overrunMs)).toBe('第3条字幕即使加速到1.3倍，仍超出1.0秒');
    expect(fitCue(cue(500, 500), 500, 100)).toMatchObject({ status: 'overruns' });
  });

  it('fits every cue against the start of the next', () => {
    const fits = fitCues([cue(0, 1000), cue(1500, 2500), cue(2500, 3000)], [1400, 1300, 400]);
    expect(fits.map((fit) => fit.status)).toEqual(['fits', 'stretched', 'fits']);
    expect(fits.map((fit) => fit.borrowMs)).toEqual([400, 0, 0]);
  });
});

describe('the length a line may have to fit its slot', () => {
  it('scales the characters by the slot at the greatest speed-up over the natural length, rounding down', () => {
    // 20 characters spoken in 4 s into a 2 s slot: at ×1.3 it holds 2.6 s of them, 13 characters.
    expect(fitLineLength('大家好欢迎收看今天的节目我们来聊一聊天气', 4000, 2000)).toBe(13);
    // 10 characters (the emoji one, the newline none) in 3 s into 1 s: 4.33 → 4.
    expect(fitLineLength('今天的节目很长\n好吗😀', 3000, 1000)).toBe(4);
  });

  it('is at least one character, and the line itself when nothing was measured', () => {
    expect(fitLineLength('一句很长很长的话', 8000, 100)).toBe(1);
    expect(fitLineLength('一句话', 0, 1000)).toBe(3);
  });
});
