/** SRT import (spec part 2 §5): each cue a line, spaces become commas, the gap before a cue a pause in ms. */
import { MarkupError } from './error';
import { createDocument, type Line, type ScriptDocument } from './model';

const TIMING = /^\s*(\d{1,3}):(\d{2}):(\d{2})[,.](\d{1,3})\s*-->\s*(\d{1,3}):(\d{2}):(\d{2})[,.](\d{1,3})(?:\s|$)/;
const FORMATTING = /<[^>]*>|\{\\[^}]*\}/g;
// A space after punctuation is dropped rather than doubled into a comma.
const SPACES = /([，。！？、；：,.!?;:…]?)[\s\u3000]+/g;

/** The time in ms of the four timing groups from `from`: hours, minutes, seconds, milliseconds. */
function milliseconds(timing: RegExpExecArray, from: number): number {
  const [h, m, s, ms] = timing.slice(from, from + 4) as [string, string, string, string];
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms.padEnd(3, '0'));
}

/** The script of an .srt file; throws `MarkupError` naming the line when the text is not SRT subtitles. */
export function importSrt(srt: string): ScriptDocument {
  const text = srt.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const rows = text.split('\n');
  const lines: Line[] = [];
  let offset = 0;
  let previousEnd = 0;
  let cues = 0;
  for (let i = 0; i < rows.length; ) {
    const row = rows[i] as string;
    if (!row.trim() || (/^\s*\d+\s*$/.test(row) && TIMING.test(rows[i + 1] ?? ''))) {
      offset += row.length + 1;
      i++;
      continue;
    }
    const timing = TIMING.exec(row);
    if (!timing) {
      throw new MarkupError('不是 SRT 字幕：应为时间轴，如 00:00:01,000 --> 00:00:02,500', text, offset);
    }
    const start = milliseconds(timing, 1);
    const end = milliseconds(timing, 5);
    const cue: string[] = [];
    for (offset += row.length + 1, i++; i < rows.length && (rows[i] as string).trim(); i++) {
      cue.push(rows[i] as string);
      offset += (rows[i] as string).length + 1;
    }
    cues++;
    const spoken = cue
      .join(' ')
      .replace(FORMATTING, '')
      .trim()
      .replace(SPACES, (_, mark: string) => mark || '，');
    // A cue with no text is silence, so it stays part of the gap before the next one.
    if (!spoken) continue;
    const line: Line = start > previousEnd ? [{ type: 'pause', ms: start - previousEnd }] : [];
    line.push(spoken);
    lines.push(line);
    previousEnd = Math.max(previousEnd, end);
  }
  if (!cues) throw new MarkupError('不是 SRT 字幕：没有找到字幕条目', text, 0);
  return createDocument(lines);
}
