/** Subtitle cues read from SRT and WebVTT, with their timing and speaker (for fitting the dub to its slots). */
import { MarkupError } from './error';

export interface SubtitleCueIn {
  startMs: number;
  endMs: number;
  /** The cue's words, formatting removed, its lines joined by a newline. */
  text: string;
  /** Who says it: a VTT voice (`<v 张三>`), a `[SPEAKER_01]` label, or a `张三：` prefix several cues share. */
  speaker: string | null;
}

const TIME = String.raw`(?:(\d{1,3}):)?(\d{1,2}):(\d{2})[,.](\d{1,3})`;
const TIMING = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}(?:\s|$)`);
// A VTT cue's tags (<c.x>, <i>, <00:00:01.000>…) other than its voice, and SRT's font and ASS-style overrides.
const FORMATTING = /<(?!\/?v[\s.>])[^>]*>|\{\\[^}]*\}/g;
const VOICE = /^\s*<v(?:\.[^\s>]*)?\s+([^>]+)>/;
const BRACKETED = /^\s*\[([^\]\n]{1,32})\]\s*/;
const NAMED = /^\s*([^\s：:，。,.!?！？、「」“”]{1,12})[：:]\s*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '', rlm: '' };

const msOf = (groups: ReadonlyArray<string | undefined>) => {
  const [h, m, s, ms] = groups;
  return ((Number(h ?? 0) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number((ms ?? '0').padEnd(3, '0'));
};

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/**
 * The cues of an SRT or WebVTT file, in the file's order. VTT's header, NOTE, STYLE and REGION blocks and cue settings
 * are skipped; formatting is removed. A `张三：` prefix is taken as a speaker only when at least two cues start with it
 * (one 注意：… is text). Throws `MarkupError` naming the line when the text is neither.
 */
export function parseSubtitleCues(source: string): SubtitleCueIn[] {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const rows = text.split('\n');
  const vtt = /^WEBVTT(?:[ \t]|$)/.test(rows[0] ?? '');
  const raw: Array<{ startMs: number; endMs: number; lines: string[] }> = [];
  let offset = 0;
  let i = vtt ? 1 : 0;
  if (vtt) {
    offset += (rows[0] as string).length + 1;
    // The header's own lines run to the first blank line.
    while (i < rows.length && (rows[i] as string).trim()) offset += (rows[i++] as string).length + 1;
  }
  while (i < rows.length) {
    const row = rows[i] as string;
    const block = vtt && /^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(row);
    // A cue's number (SRT) or identifier (VTT) is the line before its timing.
    const identifier = row.trim() && !TIMING.test(row) && TIMING.test(rows[i + 1] ?? '');
    if (!row.trim() || identifier || block) {
      if (block) while (i < rows.length && (rows[i] as string).trim()) offset += (rows[i++] as string).length + 1;
      else {
        offset += row.length + 1;
        i++;
      }
      continue;
    }
    const timing = TIMING.exec(row);
    if (!timing) {
      throw new MarkupError(
        vtt
          ? '不是 WebVTT 字幕：应为时间轴，如 00:00:01.000 --> 00:00:02.500'
          : '不是 SRT 字幕：应为时间轴，如 00:00:01,000 --> 00:00:02,500',
        text,
        offset,
      );
    }
    const lines: string[] = [];
    for (offset += row.length + 1, i++; i < rows.length && (rows[i] as string).trim(); i++) {
      lines.push(rows[i] as string);
      offset += (rows[i] as string).length + 1;
    }
    raw.push({ startMs: msOf(timing.slice(1, 5)), endMs: msOf(timing.slice(5, 9)), lines });
  }
  if (!raw.length)
    throw new MarkupError(vtt ? '不是 WebVTT 字幕：没有找到字幕条目' : '不是 SRT 字幕：没有找到字幕条目', text, 0);

  const cues = raw.map(({ startMs, endMs, lines }) => {
    let body = lines.join('\n');
    let speaker: string | null = null;
    const voice = VOICE.exec(body);
    if (voice) {
      speaker = (voice[1] as string).trim();
      body = body.slice(voice[0].length);
    } else {
      const bracketed = BRACKETED.exec(body);
      if (bracketed) {
        speaker = (bracketed[1] as string).trim();
        body = body.slice(bracketed[0].length);
      }
    }
    return { startMs, endMs, text: decode(body.replace(/<\/?v[^>]*>/g, '').replace(FORMATTING, '')).trim(), speaker };
  });
  // A name before a colon is a speaker only when it starts more than one cue.
  const named = new Map<string, number>();
  for (const cue of cues) {
    const name = cue.speaker ? null : NAMED.exec(cue.text)?.[1];
    if (name) named.set(name, (named.get(name) ?? 0) + 1);
  }
  for (const cue of cues) {
    const match = cue.speaker ? null : NAMED.exec(cue.text);
    if (match && (named.get(match[1] as string) ?? 0) > 1) {
      cue.speaker = match[1] as string;
      cue.text = cue.text.slice(match[0].length).trim();
    }
  }
  return cues;
}
