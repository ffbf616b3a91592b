import type { CueFitReport } from '@dubkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { cueFit } from '../../testing/studio/fixtures';
import { fitBars, fitOverruns, needsFitDialog } from './fitReportRules';

const cue = (startMs: number, endMs: number, status: CueFitReport['status'], overrunMs = 0) =>
  cueFit(startMs, endMs, `${startMs}`, status, overrunMs);

const labels = {
  bar: '第{index}条字幕 {start}–{end} {status}',
  status: { fits: '时间充足', stretched: '已加速', overruns: '超出' },
};

describe('the fit report', () => {
  it('asks the creator only when a cue overruns', () => {
    expect(needsFitDialog([])).toBe(false);
    expect(needsFitDialog([cue(0, 1000, 'fits'), cue(1000, 2000, 'stretched')])).toBe(false);
    expect(needsFitDialog([cue(0, 1000, 'fits'), cue(1000, 2000, 'overruns', 400)])).toBe(true);
  });

  it('places each bar by its slot between the first start and the last end, with its status read out', () => {
    const bars = fitBars(
      [cue(10_000, 12_000, 'fits'), cue(13_000, 14_000, 'stretched'), cue(15_000, 18_000, 'overruns', 1200)],
      labels,
    );
    expect(bars.map(({ leftPct, widthPct }) => [leftPct, widthPct])).toEqual([
      [0, 25],
      [37.5, 12.5],
      [62.5, 37.5],
    ]);
    expect(bars.map((bar) => bar.status)).toEqual(['fits', 'stretched', 'overruns']);
    expect(bars[2]?.label).toBe('第3条字幕 00:15.0–00:18.0 超出');
    expect(fitBars([], labels)).toEqual([]);
  });

  it('keeps a zero-length timeline and cue on the bar', () => {
    const [bar] = fitBars([cue(5000, 5000, 'overruns', 800)], labels);
    expect(bar).toMatchObject({ leftPct: 0, widthPct: 0 });
  });

  it('lists the overrunning cues by their place, with the overrun in seconds and their text', () => {
    expect(fitOverruns([cue(0, 1000, 'fits'), cue(1000, 2000, 'overruns', 1250)])).toEqual([
      { index: 1, message: '第2条字幕即使加速到1.3倍，仍超出1.3秒', text: '1000' },
    ]);
  });
});
