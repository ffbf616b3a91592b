/**
 * Subtitle import. Spec part 2 §5 (SRT): each cue a line, spaces become commas, the gap before a cue a pause in ms.
 * "Fit to timing" (SRT or WebVTT): each cue a line opened by its cue node, speakers spoken by the voices chosen for them.
 */
import { parseSubtitleCues, type SubtitleCueIn } from './cues';
import { MarkupError } from './error';
import {
  type CueNode,
  createCue,
  createDocument,
  createMultiVoice,
  type Line,
  type ScriptDocument,
  type VoiceSelection,
} from './model';

// A space after punctuation is dropped rather than doubled into a comma.
const SPACES = /([，。！？、；：,.!?;:…]?)[\s\u3000]+/g;

const spokenText = (text: string) => text.trim().replace(SPACES, (_, mark: string) => mark || '，');

/** The script of an .srt file; throws `MarkupError` naming the line when the text is not SRT subtitles. */
export function importSrt(srt: string): ScriptDocument {
  if (/^\uFEFF?WEBVTT/.test(srt))
    throw new MarkupError('不是 SRT 字幕：应为时间轴，如 00:00:01,000 --> 00:00:02,500', srt, 0);
  const lines: Line[] = [];
  let previousEnd = 0;
  for (const cue of parseSubtitleCues(srt)) {
    const spoken = spokenText(`${cue.speaker ? `${cue.speaker}：` : ''}${cue.text}`);
    // A cue with no text is silence, so it stays part of the gap before the next one.
    if (!spoken) continue;
    const line: Line = cue.startMs > previousEnd ? [{ type: 'pause', ms: cue.startMs - previousEnd }] : [];
    line.push(spoken);
    lines.push(line);
    previousEnd = Math.max(previousEnd, cue.endMs);
  }
  return createDocument(lines);
}

/** The speakers of subtitle cues, in order of first appearance. */
export function subtitleSpeakers(cues: readonly SubtitleCueIn[]): string[] {
  return [...new Set(cues.flatMap((cue) => (cue.speaker ? [cue.speaker] : [])))];
}

/**
 * The script of SRT or WebVTT subtitles to be dubbed fitted to their timing: a line per cue, opened by its cue node; a
 * speaker's line is spoken by the voice chosen for them (`voices`), otherwise by the script's voice. Speakers' names
 * are never read out. Cues without text are dropped.
 */
export function importTimedSubtitles(
  cues: readonly SubtitleCueIn[],
  voices: Readonly<Record<string, VoiceSelection>> = {},
): ScriptDocument {
  const lines: Line[] = [];
  for (const cue of cues) {
    const spoken = spokenText(cue.text);
    if (!spoken) continue;
    const voice = cue.speaker ? voices[cue.speaker] : undefined;
    lines.push([createCue(cue.startMs, cue.endMs), voice ? createMultiVoice(voice, [spoken]) : spoken]);
  }
  return createDocument(lines);
}

/** One cue of a script and the speech fitted into its slot: everything up to the next cue. */
export interface ScriptCue extends Pick<CueNode, 'startMs' | 'endMs'> {
  /** What is read in the slot, as shown (nodes as their original text). */
  text: string;
}

/** The script's cues in order, each with the text its slot holds. */
export function scriptCues(doc: ScriptDocument): ScriptCue[] {
  const out: ScriptCue[] = [];
  const visit = (items: readonly (Line[number] | string)[]) => {
    for (const item of items) {
      const current = out[out.length - 1];
      if (typeof item === 'string') {
        if (current) current.text += item;
      } else if (item.type === 'cue') out.push({ startMs: item.startMs, endMs: item.endMs, text: '' });
      else if (item.type === 'multiVoice' || item.type === 'localProsody') visit(item.children);
      else if ('text' in item && current) current.text += item.text;
    }
  };
  doc.lines.forEach((line, index) => {
    if (index > 0 && out.length) (out[out.length - 1] as ScriptCue).text += '\n';
    visit(line);
  });
  for (const cue of out) cue.text = cue.text.trim();
  return out;
}
