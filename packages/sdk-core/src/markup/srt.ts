/** SRT import (spec part 2 §5): each cue a line, spaces become commas, the gap before a cue a pause in ms. */
import { parseSubtitleCues } from './cues';
import { MarkupError } from './error';
import { createDocument, type Line, type ScriptDocument } from './model';

// A space after punctuation is dropped rather than doubled into a comma.
const SPACES = /([，。！？、；：,.!?;:…]?)[\s\u3000]+/g;

/** The script of an .srt file; throws `MarkupError` naming the line when the text is not SRT subtitles. */
export function importSrt(srt: string): ScriptDocument {
  if (/^\uFEFF?WEBVTT/.test(srt))
    throw new MarkupError('不是 SRT 字幕：应为时间轴，如 00:00:01,000 --> 00:00:02,500', srt, 0);
  const lines: Line[] = [];
  let previousEnd = 0;
  for (const cue of parseSubtitleCues(srt)) {
    const spoken = `${cue.speaker ? `${cue.speaker}：` : ''}${cue.text}`
      .trim()
      .replace(SPACES, (_, mark: string) => mark || '，');
    // A cue with no text is silence, so it stays part of the gap before the next one.
    if (!spoken) continue;
    const line: Line = cue.startMs > previousEnd ? [{ type: 'pause', ms: cue.startMs - previousEnd }] : [];
    line.push(spoken);
    lines.push(line);
    previousEnd = Math.max(previousEnd, cue.endMs);
  }
  return createDocument(lines);
}
