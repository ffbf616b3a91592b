/** Smart narration (标点停顿, spec part 2 §5 and §9): pauses after punctuation marks, turned into pause nodes for synthesis. */
import type { Inline, NarrationPause, PauseNode, ScriptDocument } from './model';

export const NARRATION_PAUSE_MIN_MS = 200;
export const NARRATION_PAUSE_MAX_MS = 5000;
export const NARRATION_PAUSE_STEP_MS = 100;

/** A per-mark pause as its slider allows it: 200–5000 ms in steps of 100. */
export function clampNarrationPause(ms: number): number {
  const stepped = Math.round(ms / NARRATION_PAUSE_STEP_MS) * NARRATION_PAUSE_STEP_MS;
  return Math.min(NARRATION_PAUSE_MAX_MS, Math.max(NARRATION_PAUSE_MIN_MS, stepped));
}

const isPause = (item: Inline | undefined): item is PauseNode => typeof item === 'object' && item.type === 'pause';

/** Appends `text` to `out`, with a pause after every run of punctuation marks (the longest pause of the run). */
function pauseText(text: string, marks: readonly NarrationPause[], followedByPause: boolean, out: Inline[]): void {
  let from = 0;
  let i = 0;
  while (i < text.length) {
    let ms = 0;
    let end = i;
    for (let matched = true; matched && end < text.length; ) {
      matched = false;
      for (const pause of marks) {
        if (text.startsWith(pause.mark, end)) {
          ms = Math.max(ms, pause.ms);
          end += pause.mark.length;
          matched = true;
          break;
        }
      }
    }
    if (end === i) {
      i++;
      continue;
    }
    // A pause the creator placed right after the punctuation wins over the automatic one.
    if (end < text.length || !followedByPause) {
      out.push(text.slice(from, end), { type: 'pause', ms });
      from = end;
    }
    i = end;
  }
  if (from < text.length) out.push(text.slice(from));
}

function pauseLine(items: readonly Inline[], marks: readonly NarrationPause[], followedByPause: boolean): Inline[] {
  const out: Inline[] = [];
  items.forEach((item, i) => {
    const next = i + 1 < items.length ? isPause(items[i + 1]) : followedByPause;
    if (typeof item === 'string') pauseText(item, marks, next, out);
    else if (item.type === 'multiVoice' || item.type === 'localProsody') {
      out.push({ ...item, children: pauseLine(item.children, marks, next) as typeof item.children });
    } else out.push(item);
  });
  return out;
}

/**
 * The document with smart narration turned into pause nodes after punctuation in its text (not inside nodes such as
 * aliases), and narration switched off so that it is not applied twice. Unchanged when narration is off.
 */
export function applyNarration(doc: ScriptDocument): ScriptDocument {
  if (!doc.narration.enabled) return doc;
  const marks = doc.narration.pauses.filter((pause) => pause.enabled && pause.mark);
  // The longest mark first, so …… is not read as two single ellipses.
  marks.sort((a, b) => b.mark.length - a.mark.length);
  return {
    lines: doc.lines.map((line) => pauseLine(line, marks, false)),
    narration: { ...doc.narration, enabled: false },
  };
}
