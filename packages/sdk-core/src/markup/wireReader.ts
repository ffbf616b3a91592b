/**
 * What each element of content version 2 means: one reader per tag, on the scanner of wireScanner.ts. A new tag is a
 * row in TAGS (wireScanner.ts) and a reader here.
 */

import { MULTI_VOICE_PITCH_RANGE, PITCH_RANGE, type Range, SPEED_RANGE, VOLUME_RANGE } from '../rules/prosody';
import {
  defaultNarration,
  type Inline,
  type LeafNode,
  type Line,
  type ScriptDocument,
  type SegmentInline,
  type SmartNarration,
} from './model';
import { NARRATION_PAUSE_MAX_MS, NARRATION_PAUSE_MIN_MS, NARRATION_PAUSE_STEP_MS } from './narration';
import { isValidPinyin, parsePinyinSyllable } from './pinyin';
import { attribute, LT, NEWLINE, SLASH, type Tag, WireScanner } from './wireScanner';

type Reader<T> = (scan: WireScanner, tag: Tag) => T;

/** A slider's attribute, refused outside the slider's range (and as a fraction where the slider only moves in whole steps). */
const slider = (scan: WireScanner, tag: Tag, key: string, { min, max, step }: Range) =>
  scan.number(tag, key, min, max, Number.isInteger(step));

/** The leaf elements: marks on a piece of text (or none), found inside a line, `<voice>` or `<prosody>`. */
const LEAVES: Record<string, Reader<LeafNode>> = {
  break(scan: WireScanner, tag: Tag) {
    scan.empty(tag);
    return { type: 'pause', ms: scan.milliseconds(tag, 'time') };
  },
  'dk:cue'(scan: WireScanner, tag: Tag) {
    scan.empty(tag);
    const startMs = scan.milliseconds(tag, 'start');
    const endMs = scan.milliseconds(tag, 'end');
    if (endMs < startMs) scan.fail('<dk:cue> 的 end 不能早于 start', tag.start, tag.name);
    return { type: 'cue', startMs, endMs };
  },
  phoneme(scan: WireScanner, tag: Tag) {
    if (scan.required(tag, 'alphabet') !== 'py') scan.fail('<phoneme> 需要 alphabet="py"', tag.start, tag.name);
    const ph = scan.required(tag, 'ph');
    const syllable = parsePinyinSyllable(ph);
    if (!syllable || !isValidPinyin(syllable.pinyin, syllable.tone)) {
      scan.fail(`<phoneme> 的 ph="${ph}" 应为拼音（a–z，最多 7 个字母）加声调 1–5`, tag.start, tag.name);
    }
    return { type: 'phoneme', text: scan.elementText(tag), pinyin: syllable.pinyin, tone: syllable.tone };
  },
  'dk:continuous': (scan: WireScanner, tag: Tag) => ({ type: 'continuous', text: scan.elementText(tag) }),
  sub(scan: WireScanner, tag: Tag) {
    const alias = scan.required(tag, 'alias');
    const reading = attribute(tag, 'dk:reading');
    const text = scan.elementText(tag);
    return reading === undefined
      ? { type: 'alias', text, alias }
      : { type: 'numberAlias', text, name: reading, value: alias };
  },
  'say-as'(scan: WireScanner, tag: Tag) {
    const interpretAs = scan.required(tag, 'interpret-as');
    if (interpretAs !== 'characters' && interpretAs !== 'word') {
      scan.fail('<say-as> 需要 interpret-as="characters" 或 "word"', tag.start, tag.name);
    }
    return { type: 'sayAs', text: scan.elementText(tag), interpretAs };
  },
  audio(scan: WireScanner, tag: Tag) {
    scan.empty(tag);
    return {
      type: 'soundEffect',
      name: scan.required(tag, 'dk:name'),
      filepath: scan.required(tag, 'src'),
      duration: scan.number(tag, 'dk:duration', 0, Number.MAX_VALUE, false),
    };
  },
};

const leaf: Reader<LeafNode> = (scan, tag) =>
  (Object.hasOwn(LEAVES, tag.name) ? (LEAVES[tag.name] as Reader<LeafNode>) : null)?.(scan, tag) ??
  scan.fail(`此处不允许 <${tag.name}>`, tag.start, tag.name);

/** The content of `<voice>` or `<prosody>`: text and leaf nodes (a newline is text here). */
const segment: Reader<SegmentInline[]> = (scan: WireScanner, tag: Tag) => {
  const children: SegmentInline[] = [];
  if (tag.selfClosing) return children;
  for (;;) {
    pushText(children, scan.textIn(tag));
    if (scan.src.charCodeAt(scan.pos + 1) === SLASH) {
      scan.closeTag(tag);
      return children;
    }
    const inner = scan.openTag();
    if (inner.name === 'voice' || inner.name === 'prosody') {
      scan.fail(`<${tag.name}> 内不允许 <${inner.name}>`, inner.start, inner.name);
    }
    children.push(leaf(scan, inner));
  }
};

/** The elements a line holds: the leaves, and the two that hold a segment of text and leaves. */
const INLINES: Record<string, Reader<Inline>> = {
  voice(scan: WireScanner, tag: Tag) {
    const roleValue = attribute(tag, 'dk:role');
    const roleName = attribute(tag, 'dk:role-name');
    if ((roleValue === undefined) !== (roleName === undefined)) {
      scan.fail('<voice> 的 dk:role 与 dk:role-name 须同时提供或同时省略', tag.start, tag.name);
    }
    return {
      type: 'multiVoice',
      anchorId: scan.number(tag, 'dk:anchor', 0, Number.MAX_SAFE_INTEGER, true),
      anchorName: scan.required(tag, 'name'),
      templateId: scan.number(tag, 'dk:template', 0, Number.MAX_SAFE_INTEGER, true),
      templateName: scan.required(tag, 'dk:template-name'),
      ...(roleValue !== undefined && { role: { name: roleName as string, value: roleValue } }),
      pitch: slider(scan, tag, 'dk:pitch', MULTI_VOICE_PITCH_RANGE),
      speed: slider(scan, tag, 'dk:speed', SPEED_RANGE),
      volume: slider(scan, tag, 'dk:volume', VOLUME_RANGE),
      children: segment(scan, tag),
    };
  },
  prosody: (scan: WireScanner, tag: Tag) => ({
    type: 'localProsody',
    pitch: slider(scan, tag, 'pitch', PITCH_RANGE),
    speed: slider(scan, tag, 'rate', SPEED_RANGE),
    volume: slider(scan, tag, 'volume', VOLUME_RANGE),
    children: segment(scan, tag),
  }),
  'dk:narration': (scan: WireScanner, tag: Tag) =>
    scan.fail('<dk:narration> 必须位于 <speak> 的开头', tag.start, tag.name),
};

const inline: Reader<Inline> = (scan, tag) =>
  Object.hasOwn(INLINES, tag.name) ? (INLINES[tag.name] as Reader<Inline>)(scan, tag) : leaf(scan, tag);

/** `<dk:narration>`: smart narration on or off, and its pauses after punctuation marks. */
const narrationElement: Reader<SmartNarration> = (scan: WireScanner, tag: Tag) => {
  const narration: SmartNarration = { enabled: scan.flag(tag, 'enabled'), pauses: [] };
  if (tag.selfClosing) return narration;
  for (;;) {
    const at = scan.pos;
    if (scan.textIn(tag).trim()) scan.fail('<dk:narration> 内不允许文字', at, tag.name);
    const lt = scan.pos;
    if (scan.src.charCodeAt(lt + 1) === SLASH) {
      scan.closeTag(tag);
      return narration;
    }
    const pause = scan.openTag();
    if (pause.name !== 'dk:pause') scan.fail(`<dk:narration> 内不允许 <${pause.name}>`, lt, pause.name);
    scan.empty(pause);
    const ms = scan.milliseconds(pause, 'time');
    if (ms < NARRATION_PAUSE_MIN_MS || ms > NARRATION_PAUSE_MAX_MS || ms % NARRATION_PAUSE_STEP_MS) {
      scan.fail(
        `智能旁白停顿应为 ${NARRATION_PAUSE_MIN_MS} 到 ${NARRATION_PAUSE_MAX_MS} 毫秒，步长 ${NARRATION_PAUSE_STEP_MS}`,
        pause.start,
        pause.name,
      );
    }
    const mark = scan.required(pause, 'mark');
    if (!mark) scan.fail('智能旁白停顿缺少 mark', pause.start, pause.name);
    narration.pauses.push({ mark, ms, enabled: scan.flag(pause, 'enabled') });
  }
};

/** Reads content version 2: `<speak>`, its narration settings, then its lines (a literal newline separates them). */
export function readDocument(src: string): ScriptDocument {
  const scan = new WireScanner(src);
  scan.skipProlog();
  if (src.charCodeAt(scan.pos) !== LT || src.charCodeAt(scan.pos + 1) === SLASH) {
    scan.fail('内容版本 2 必须以 <speak> 开头');
  }
  const speak = scan.openTag();
  if (speak.name !== 'speak') scan.fail(`内容版本 2 必须以 <speak> 开头，而不是 <${speak.name}>`, speak.start);
  const lines: Line[] = [];
  let line: Line = [];
  let narration = defaultNarration();
  if (!speak.selfClosing) {
    if (src.startsWith('<dk:narration', scan.pos)) narration = narrationElement(scan, scan.openTag());
    for (;;) {
      const end = scan.scanText(true);
      if (end === src.length) scan.fail('缺少 </speak>', speak.start, speak.name);
      pushText(line, scan.takeText(end));
      if (src.charCodeAt(end) === NEWLINE) {
        lines.push(line);
        line = [];
        scan.pos = end + 1;
        continue;
      }
      if (src.charCodeAt(end + 1) === SLASH) {
        scan.closeTag(speak);
        break;
      }
      line.push(inline(scan, scan.openTag()));
    }
  }
  lines.push(line);
  if (src.slice(scan.pos).trim()) scan.fail('</speak> 之后只能有空白');
  return { lines, narration };
}

/** Appends text to a line or segment, joining it to text before it. */
export function pushText(items: Inline[], text: string): void {
  if (!text) return;
  const last = items.length - 1;
  if (typeof items[last] === 'string') items[last] += text;
  else items.push(text);
}
