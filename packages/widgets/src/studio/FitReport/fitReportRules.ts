import { formatCueBadgeTime } from '@dubkit/editor';
import type { CueFitReport } from '@dubkit/sdk-core';
import { type CueFitStatus, cueOverrunMessage } from '@dubkit/sdk-core/studio';
import { format } from '../../shared/format';

/** Rules of the pre-submit fit report (issue 30 part 3): when it is shown, where each cue's bar lies, what it says. */

/** The creator is asked only when a cue cannot fit even at the maximum speed-up. */
export const needsFitDialog = (report: readonly CueFitReport[]) => report.some((cue) => cue.status === 'overruns');

export interface FitBar {
  /** The cue's place in the script, from 0. */
  index: number;
  status: CueFitStatus;
  /** Where the bar starts and how wide it is, in % of the timeline (first cue's start to the last end). */
  leftPct: number;
  widthPct: number;
  /** What assistive technology reads for the bar. */
  label: string;
}

export interface FitBarLabels {
  /** With {index} (from 1), {start}, {end} and {status}. */
  bar: string;
  status: Record<CueFitStatus, string>;
}

const percent = (value: number) => Math.round(value * 10_000) / 100;

/** One bar per cue, placed by its slot on a timeline from the first cue's start to the last cue's end. */
export function fitBars(report: readonly CueFitReport[], labels: FitBarLabels): FitBar[] {
  if (!report.length) return [];
  const from = Math.min(...report.map((cue) => cue.startMs));
  const span = Math.max(...report.map((cue) => cue.endMs)) - from || 1;
  return report.map((cue, index) => ({
    index,
    status: cue.status,
    leftPct: percent((cue.startMs - from) / span),
    widthPct: percent(Math.max(0, cue.endMs - cue.startMs) / span),
    label: format(labels.bar, {
      index: index + 1,
      start: formatCueBadgeTime(cue.startMs),
      end: formatCueBadgeTime(cue.endMs),
      status: labels.status[cue.status],
    }),
  }));
}

export interface FitOverrun {
  index: number;
  message: string;
  text: string;
}

/** The cues that cannot fit, each with what the creator reads about it and its text. */
export function fitOverruns(report: readonly CueFitReport[]): FitOverrun[] {
  return report.flatMap((cue, index) =>
    cue.status === 'overruns' ? [{ index, message: cueOverrunMessage(index, cue.overrunMs), text: cue.text }] : [],
  );
}
