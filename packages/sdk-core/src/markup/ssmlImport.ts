/**
 * Import of SSML (W3C SSML 1.0/1.1 and Azure's, README.md beside this file, "SSML export and import") into a script
 * document. Nothing is dropped silently: anything the script cannot hold — an unknown tag or attribute, a value that
 * cannot be converted — is an error naming the tag and where it is, and the import is refused with every error
 * listed; what comes in changed (a voice not in the library, a value held to its slider, a bookmark, the background
 * music, the main voice's settings) is a notice the caller shows before the creator confirms.
 */

import {
  DEFAULT_PROSODY,
  MULTI_VOICE_PITCH_RANGE,
  PITCH_RANGE,
  pitchSliderFromPercent,
  type Range,
  SPEED_RANGE,
  VOLUME_RANGE,
} from '../rules/prosody';
import { linePosition } from './error';
import {
  defaultNarration,
  type Inline,
  type LeafNode,
  type Line,
  type LocalProsodyNode,
  type MultiVoiceNode,
  type Prosody,
  type ScriptDocument,
  type SegmentInline,
  type VoiceSelection,
} from './model';
import { isValidPinyin } from './pinyin';
import type { BackgroundAudio } from './ssml';
import { decodeEntities, readXml, type XmlElement, XmlError, type XmlText } from './ssmlXml';
import { pushText } from './wireReader';

/** An error or notice of the import, in Chinese with where it is: 不支持的标签 <emphasis>（第 3 行第 5 列）. */
export interface SsmlProblem {
  message: string;
  line: number;
  column: number;
  /** The tag at fault, when there is one. */
  tag?: string;
}

/** A voice as the SSML names it: `<voice name>` with its `<mstts:express-as>` style, role and degree. */
export interface SsmlVoiceName {
  name: string;
  style?: string;
  role?: string;
  styleDegree?: number;
}

/** The anchor a voice stands for in the script: everything of a multi-voice selection but its prosody. */
export type SsmlAnchor = Omit<VoiceSelection, keyof Prosody>;

export interface SsmlImportOptions {
  /** The anchor (id, name, template, role) of a voice the SSML names; null when the library has none. */
  resolveVoice?: (voice: SsmlVoiceName) => SsmlAnchor | null;
  /** The sound effect an `<audio src>` plays (its name and duration in s); null when it is not one of ours. */
  resolveSound?: (src: string) => { name: string; duration: number } | null;
}

export type SsmlImport =
  | {
      ok: true;
      /** The script; smart narration is off (the SSML's pauses are its own). */
      document: ScriptDocument;
      /** What came in changed or was not taken; shown before the creator confirms. */
      notices: SsmlProblem[];
      /** The first voice (the script's own voice: its text is plain text), with its prosody in slider units. */
      mainVoice: (SsmlVoiceName & Partial<Prosody>) | null;
      /** `<mstts:backgroundaudio>`, which the caller may apply as the work's background music. */
      backgroundAudio: BackgroundAudio | null;
    }
  | { ok: false; errors: SsmlProblem[]; notices: SsmlProblem[] };

// ---------------------------------------------------------------------------------------------------------------
// Values

const RATES: Record<string, number> = { 'x-slow': 0.5, slow: 0.64, medium: 1, fast: 1.55, 'x-fast': 2, default: 1 };
const PITCHES: Record<string, number> = { 'x-low': -20, low: -10, medium: 0, high: 10, 'x-high': 20, default: 0 };
const VOLUMES: Record<string, number> = {
  silent: 0,
  'x-soft': 20,
  soft: 40,
  medium: 60,
  loud: 80,
  'x-loud': 100,
  default: 100,
};
const STRENGTHS: Record<string, number> = {
  none: 0,
  'x-weak': 250,
  weak: 500,
  medium: 750,
  strong: 1000,
  'x-strong': 1250,
};
const NUM = String.raw`\d+(?:\.\d+)?|\.\d+`;
const PERCENT = new RegExp(`^([+-]?)(${NUM})%$`);
const PLAIN = new RegExp(`^(${NUM})$`);
const SIGNED = new RegExp(`^([+-])(${NUM})$`);
const SEMITONES = new RegExp(`^([+-]?)(${NUM})st$`);
const DECIBELS = new RegExp(`^([+-]?)(${NUM})dB$`);
const TIME = new RegExp(`^(${NUM})(ms|s)$`);
const HERTZ = /Hz$/;
const own = (table: Record<string, number>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);
const signed = (sign: string | undefined, value: string) => (sign === '-' ? -Number(value) : Number(value));

/** `rate` as a multiple of the voice's speed: x-slow…x-fast, 120% or +20% / -20%, or a multiplier (1.2). */
export function ssmlRate(raw: string): number | null {
  const named = own(RATES, raw);
  if (named !== undefined) return named;
  const percent = PERCENT.exec(raw);
  if (percent) return percent[1] ? 1 + signed(percent[1], percent[2] as string) / 100 : Number(percent[2]) / 100;
  const plain = PLAIN.exec(raw);
  return plain ? Number(plain[1]) : null;
}

/** `pitch` as a change of the voice's pitch in percent: x-low…x-high, +5% / -5%, or +2st semitones (not Hz). */
export function ssmlPitchPercent(raw: string): number | null {
  const named = own(PITCHES, raw);
  if (named !== undefined) return named;
  const percent = PERCENT.exec(raw);
  if (percent) return signed(percent[1], percent[2] as string);
  const st = SEMITONES.exec(raw);
  return st ? (2 ** (signed(st[1], st[2] as string) / 12) - 1) * 100 : null;
}

/** `volume` as 0–100: silent…x-loud, 0–100 (SSML 1.0, Azure), +10 / -10, +10% / -10%, or ±dB (SSML 1.1). */
export function ssmlVolume(raw: string): number | null {
  const named = own(VOLUMES, raw);
  if (named !== undefined) return named;
  const db = DECIBELS.exec(raw);
  if (db) return 100 * 10 ** (signed(db[1], db[2] as string) / 20);
  const plain = PLAIN.exec(raw);
  if (plain) return Number(plain[1]);
  const relative = SIGNED.exec(raw);
  if (relative) return 100 + signed(relative[1], relative[2] as string);
  const percent = PERCENT.exec(raw);
  if (percent) return percent[1] ? 100 * (1 + signed(percent[1], percent[2] as string) / 100) : Number(percent[2]);
  return null;
}

/** A duration in ms: 500ms, 0.5s. */
export function ssmlMilliseconds(raw: string): number | null {
  const match = TIME.exec(raw.trim());
  return match ? Math.round(Number(match[1]) * (match[2] === 's' ? 1000 : 1)) : null;
}

const TONE_MARKS: Record<string, [string, number]> = {};
for (const [base, marks] of [
  ['a', 'āáǎà'],
  ['e', 'ēéěè'],
  ['i', 'īíǐì'],
  ['o', 'ōóǒò'],
  ['u', 'ūúǔù'],
  ['v', 'ǖǘǚǜ'],
] as const) {
  [...marks].forEach((mark, tone) => {
    TONE_MARKS[mark] = [base, tone + 1];
  });
}

/**
 * The syllables of a pinyin `ph`: numbered (hang2, Azure's sapi `hang 2`, `zu 3 - zhi 1`) or with tone marks (háng);
 * ü as v, u: or ü. Null when it is not pinyin.
 */
export function pinyinSyllables(ph: string): { pinyin: string; tone: number }[] | null {
  const text = ph
    .trim()
    .toLowerCase()
    .replace(/u:|ü/g, 'v')
    .replace(/[\s'-]+(?=[1-5])/g, '');
  const out: { pinyin: string; tone: number }[] = [];
  for (const word of text.split(/[\s'-]+/)) {
    if (!word) continue;
    const numbered = /^([a-z]+)([1-5])$/.exec(word);
    if (numbered) {
      out.push({ pinyin: numbered[1] as string, tone: Number(numbered[2]) });
      continue;
    }
    let tone = 5;
    let pinyin = '';
    for (const char of word) {
      const mark = TONE_MARKS[char];
      if (mark) [pinyin, tone] = [pinyin + mark[0], mark[1]];
      else pinyin += char;
    }
    if (!/^[a-z]+$/.test(pinyin) || pinyin === word) return null;
    out.push({ pinyin, tone });
  }
  return out.length && out.every(({ pinyin, tone }) => isValidPinyin(pinyin, tone)) ? out : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

const NS = /^xmlns(?::|$)/;
const SPEAK_ATTRIBUTES = ['version', 'xml:lang', 'xml:base', 'xsi:schemaLocation'];
/** Elements whitespace beside which is layout, never a line break. */
const LAYOUT = new Set(['p', 's', 'mstts:backgroundaudio']);
const HINTS: Record<string, string> = {
  emphasis: '配音工坊没有重读标记，请删除后用局部调节',
  lang: '配音工坊按主播的语言朗读',
  lexicon: '请改用配音工坊的发音词典',
  meta: '',
  metadata: '',
  'mstts:audioduration': '请用语速调节',
  'mstts:viseme': '',
  'mstts:ttsembedding': '',
  math: '',
};

interface Context {
  /** The element that made this voice speak here (a `<voice>` or `<mstts:express-as>`); null outside any voice. */
  owner: XmlElement | null;
  voice: SsmlVoiceName | null;
  /** The voice's own prosody, as read (pitch in percent, speed a multiplier, volume 0–100). */
  prosody: Partial<{ pitchPercent: number; rate: number; volume: number }>;
  key: string;
}

interface State {
  context: Context;
  local: { owner: XmlElement; prosody: Prosody } | null;
}

const OUTSIDE: Context = { owner: null, voice: null, prosody: {}, key: '' };

class Importer {
  readonly errors: SsmlProblem[] = [];
  readonly notices: SsmlProblem[] = [];
  readonly lines: Line[] = [[]];
  main: Context | null = null;
  mainVoice: (SsmlVoiceName & Partial<Prosody>) | null = null;
  backgroundAudio: BackgroundAudio | null = null;
  /** Whether the next content starts a new line (after a `<p>` or `<s>`), unless a line break comes first. */
  private needBreak = false;
  private open: { owner: XmlElement; node: MultiVoiceNode | LocalProsodyNode } | null = null;
  private readonly made = new Set<XmlElement>();
  private readonly anchors = new Map<string, SsmlAnchor>();
  private readonly noticed = new Set<string>();

  constructor(
    readonly src: string,
    readonly options: SsmlImportOptions,
  ) {}

  problem(list: SsmlProblem[], reason: string, at: number, tag?: string): undefined {
    const { line, column } = linePosition(this.src, at);
    const message = `${reason}（第 ${line} 行第 ${column} 列）`;
    if (list.some((problem) => problem.message === message)) return;
    list.push({ message, line, column, ...(tag && { tag }) });
  }
  error = (reason: string, at: number, tag?: string): undefined => this.problem(this.errors, reason, at, tag);
  notice = (reason: string, at: number, tag?: string): undefined => this.problem(this.notices, reason, at, tag);

  /** Reports every attribute `allowed` does not name (namespace declarations are always allowed). */
  attributes(element: XmlElement, allowed: readonly string[]): Record<string, string> {
    const values: Record<string, string> = {};
    for (const { name, value, start } of element.attributes) {
      if (allowed.includes(name)) values[name] = value;
      else if (!NS.test(name)) this.error(`<${element.name}> 不支持属性 ${name}`, start, element.name);
    }
    return values;
  }

  required(element: XmlElement, values: Record<string, string>, key: string): string | null {
    const value = values[key];
    if (value === undefined) this.error(`<${element.name}> 缺少属性 ${key}`, element.start, element.name);
    return value ?? null;
  }

  // -- lines and wrappers

  private get line(): Line {
    return this.lines[this.lines.length - 1] as Line;
  }

  lineBreak(): void {
    this.lines.push([]);
    this.open = null;
    this.needBreak = false;
  }

  softBreak(): void {
    if (this.line.length) this.needBreak = true;
  }

  isMain(context: Context): boolean {
    return context.key === this.main?.key;
  }

  /** Where content goes in `state`: the line, or the multi-voice segment or local adjustment open in it. */
  target(state: State): Inline[] | SegmentInline[] {
    if (this.needBreak) this.lineBreak();
    // Text before any voice: the engine's default voice is the script's own, and every named voice a segment.
    if (!this.main) this.main = OUTSIDE;
    const line = this.line;
    const { context, local } = state;
    if (!this.isMain(context)) {
      const owner = context.owner as XmlElement;
      if (this.open?.owner === owner && line.at(-1) === this.open.node) return this.open.node.children;
      const node: MultiVoiceNode = { type: 'multiVoice', ...this.segmentVoice(context), children: [] };
      return this.place(owner, node);
    }
    if (local) {
      if (this.open?.owner === local.owner && line.at(-1) === this.open.node) return this.open.node.children;
      return this.place(local.owner, { type: 'localProsody', ...local.prosody, children: [] });
    }
    return line;
  }

  private place(owner: XmlElement, node: MultiVoiceNode | LocalProsodyNode): SegmentInline[] {
    this.line.push(node);
    this.open = { owner, node };
    this.made.add(owner);
    return node.children;
  }

  /** An element that makes a segment or adjustment and held nothing still makes an empty one. */
  ensureMade(owner: XmlElement, state: State): void {
    if (!this.made.has(owner)) this.target(state);
  }

  text(state: State, text: string): void {
    if (text) pushText(this.target(state) as Inline[], text);
  }

  leaf(state: State, node: LeafNode): undefined {
    this.target(state).push(node);
  }

  private segmentVoice(context: Context): Omit<MultiVoiceNode, 'type' | 'children'> {
    const voice = context.voice as SsmlVoiceName;
    const owner = context.owner as XmlElement;
    let anchor = this.anchors.get(context.key);
    if (!anchor) {
      anchor = this.options.resolveVoice?.(voice) ?? undefined;
      if (!anchor) {
        anchor = {
          anchorId: 0,
          anchorName: voice.name,
          templateId: 0,
          templateName: voice.style ?? '',
          ...(voice.role && { role: { name: voice.role, value: voice.role } }),
        };
        if (!this.noticed.has(voice.name)) {
          this.noticed.add(voice.name);
          this.notice(
            `主播“${voice.name}”不在主播库中：保留名称导入，合成前请在多人配音中重新选择`,
            owner.start,
            owner.name,
          );
        }
      }
      this.anchors.set(context.key, anchor);
      if (voice.styleDegree !== undefined && voice.styleDegree !== 1) {
        this.notice(
          `风格强度 styledegree="${voice.styleDegree}" 未导入（多人配音没有风格强度）`,
          owner.start,
          owner.name,
        );
      }
    }
    const { pitchPercent = 0, rate = 1, volume = 100 } = context.prosody;
    return {
      ...anchor,
      pitch: this.slider(pitchSliderFromPercent(pitchPercent), MULTI_VOICE_PITCH_RANGE, '音调', owner),
      speed: this.slider(Math.round(rate * 100) / 100, SPEED_RANGE, '语速', owner),
      volume: this.slider(Math.round(volume), VOLUME_RANGE, '音量', owner),
    };
  }

  /** A value held to its slider's range, with a notice when it had to be. */
  slider(value: number, { min, max }: Range, label: string, at: XmlElement): number {
    const held = Math.min(max, Math.max(min, value)) + 0;
    if (held !== value) this.notice(`${label} ${value} 超出 ${min} 到 ${max}，按 ${held} 导入`, at.start, at.name);
    return held;
  }

  // -- elements

  /** `<prosody>`'s values as read; unconvertible ones are errors. */
  prosody(element: XmlElement): Context['prosody'] {
    const values = this.attributes(element, ['pitch', 'rate', 'volume']);
    const out: Context['prosody'] = {};
    const read = (key: string, parse: (raw: string) => number | null, hint: string) => {
      const raw = values[key];
      if (raw === undefined) return undefined;
      const value = parse(raw.trim());
      if (value === null || !Number.isFinite(value)) {
        this.error(`<prosody> 的 ${key}="${raw}" 无法换算（${hint}）`, element.start, element.name);
        return undefined;
      }
      return value;
    };
    const pitch = read(
      'pitch',
      ssmlPitchPercent,
      HERTZ.test(values.pitch ?? '')
        ? '以 Hz 表示的音高取决于主播，请改用百分比，如 +5%'
        : '应为百分比（+5%）、半音（+1st）或 x-low…x-high',
    );
    const rate = read('rate', ssmlRate, '应为倍数（1.2）、百分比（120%、+20%）或 x-slow…x-fast');
    const volume = read('volume', ssmlVolume, '应为 0–100、分贝（-6dB）或 silent…x-loud');
    if (pitch !== undefined) out.pitchPercent = pitch;
    if (rate !== undefined) out.rate = rate;
    if (volume !== undefined) out.volume = volume;
    return out;
  }

  /** The one element inside `element` (whitespace aside), if there is only one. */
  sole(element: XmlElement): XmlElement | null {
    let found: XmlElement | null = null;
    for (const child of element.children) {
      if (child.kind === 'text') {
        if (!isBlank(child)) return null;
      } else if (found) return null;
      else found = child;
    }
    return found;
  }

  /** A voice's own settings: `<voice>` [`<mstts:express-as>`] [`<prosody>`] around its content. */
  voiceContext(element: XmlElement, base: Context): { context: Context; content: XmlElement } {
    let voice: SsmlVoiceName = base.voice as SsmlVoiceName;
    let content = element;
    let prosody = base.prosody;
    if (element.name === 'voice') {
      const values = this.attributes(element, ['name']);
      voice = { name: this.required(element, values, 'name') ?? '' };
      prosody = {};
    }
    let inner = this.sole(content);
    if (element.name === 'mstts:express-as' || inner?.name === 'mstts:express-as') {
      const style = element.name === 'mstts:express-as' ? element : (inner as XmlElement);
      const values = this.attributes(style, ['style', 'styledegree', 'role']);
      const degree = values.styledegree === undefined ? undefined : Number(values.styledegree);
      if (degree !== undefined && !(degree >= 0.01 && degree <= 2)) {
        this.error(`<mstts:express-as> 的 styledegree="${values.styledegree}" 应为 0.01 到 2`, style.start, style.name);
      }
      voice = {
        name: voice.name,
        ...(values.style !== undefined && { style: values.style }),
        ...(values.role !== undefined && { role: values.role }),
        ...(degree !== undefined && { styleDegree: degree }),
      };
      content = style;
      inner = this.sole(content);
    }
    if (inner?.name === 'prosody') {
      prosody = { ...prosody, ...this.prosody(inner) };
      content = inner;
    }
    const key = JSON.stringify([voice.name, voice.style, voice.role, voice.styleDegree, prosody]);
    return { context: { owner: element, voice, prosody, key }, content };
  }

  enterVoice(element: XmlElement, state: State): undefined {
    if (state.local) {
      this.error(`局部调节 <prosody> 内不能切换 <${element.name}>`, element.start, element.name);
    }
    if (element.name === 'mstts:express-as' && !state.context.voice) {
      this.error('<mstts:express-as> 应在 <voice> 内', element.start, element.name);
    }
    const { context, content } = this.voiceContext(element, state.context);
    if (!this.main) this.setMain(context, element);
    const inner: State = { context, local: null };
    this.flow(content, inner);
    if (!this.isMain(context)) this.ensureMade(element, inner);
  }

  private setMain(context: Context, at: XmlElement): void {
    this.main = context;
    const voice = context.voice as SsmlVoiceName;
    const { pitchPercent, rate, volume } = context.prosody;
    this.mainVoice = {
      ...voice,
      ...(pitchPercent !== undefined && {
        pitch: this.slider(pitchSliderFromPercent(pitchPercent), PITCH_RANGE, '音调', at),
      }),
      ...(rate !== undefined && { speed: this.slider(Math.round(rate * 100) / 100, SPEED_RANGE, '语速', at) }),
      ...(volume !== undefined && { volume: this.slider(Math.round(volume), VOLUME_RANGE, '音量', at) }),
    };
    const changed =
      (this.mainVoice.pitch ?? DEFAULT_PROSODY.pitch) !== DEFAULT_PROSODY.pitch ||
      (this.mainVoice.speed ?? DEFAULT_PROSODY.speed) !== DEFAULT_PROSODY.speed ||
      (this.mainVoice.volume ?? DEFAULT_PROSODY.volume) !== DEFAULT_PROSODY.volume;
    const style = [voice.style && `风格 ${voice.style}`, voice.role && `角色 ${voice.role}`].filter(Boolean).join('、');
    if (style || changed) {
      const settings = [style, changed && '音调、语速、音量'].filter(Boolean).join('及');
      this.notice(`主音色 ${voice.name} 的${settings}未导入：正文使用当前主播的设置`, at.start, at.name);
    }
  }

  localProsody(element: XmlElement, state: State): undefined {
    const read = this.prosody(element);
    if (state.local) {
      this.error('<prosody> 内不能再有 <prosody>（局部调节不能嵌套）', element.start, element.name);
    } else if (!this.isMain(state.context)) {
      this.error(
        `多人配音片段（${state.context.voice?.name}）内不能再做局部调节 <prosody>`,
        element.start,
        element.name,
      );
    }
    const prosody: Prosody = {
      pitch: this.slider(pitchSliderFromPercent(read.pitchPercent ?? 0), PITCH_RANGE, '音调', element),
      speed: this.slider(Math.round((read.rate ?? 1) * 100) / 100, SPEED_RANGE, '语速', element),
      volume: this.slider(Math.round(read.volume ?? 100), VOLUME_RANGE, '音量', element),
    };
    const inner: State = { ...state, local: { owner: element, prosody } };
    this.flow(element, inner);
    this.ensureMade(element, inner);
  }

  /** The text of an element that holds only text (sub, say-as, phoneme, desc); whitespace around lines is layout. */
  textOf(element: XmlElement): string {
    let out = '';
    for (const child of element.children) {
      if (child.kind === 'element') {
        this.error(`<${element.name}> 内只能有文字，不能有 <${child.name}>`, child.start, child.name);
      } else {
        for (const part of this.textParts(child, true, true)) if (typeof part === 'string') out += part;
      }
    }
    return out;
  }

  /**
   * Text as written: a literal line break in it starts a new line, with the spaces around it; one at the start of an
   * element or before its end (`lead`, `trail`) is layout and dropped. `&#10;` is a newline inside the text.
   */
  textParts(text: XmlText, lead: boolean, trail: boolean): (string | number)[] {
    const parts: (string | number)[] = [];
    for (const piece of text.pieces) {
      if (piece.cdata) {
        parts.push(piece.raw);
        continue;
      }
      const layout = /[ \t\r\n]*[\r\n][ \t\r\n]*/g;
      let last = 0;
      const decode = (to: number) => {
        if (to <= last) return;
        try {
          parts.push(decodeEntities(piece.raw.slice(last, to), piece.start + last));
        } catch (error) {
          if (!(error instanceof XmlError)) throw error;
          this.error(error.reason, error.position);
        }
      };
      for (let match = layout.exec(piece.raw); match; match = layout.exec(piece.raw)) {
        decode(match.index);
        parts.push(match[0].replace(/\r\n/g, '\n').replace(/[^\r\n]/g, '').length);
        last = match.index + match[0].length;
      }
      decode(piece.raw.length);
    }
    if (lead && typeof parts[0] === 'number') parts.shift();
    if (trail && typeof parts.at(-1) === 'number') parts.pop();
    return parts;
  }

  /** The content of a `<speak>`, `<voice>`, `<mstts:express-as>`, `<prosody>`, `<p>` or `<s>`. */
  flow(element: XmlElement, state: State): void {
    const children = element.children;
    children.forEach((child, index) => {
      if (child.kind === 'element') {
        this.element(child, state, element);
        return;
      }
      const before = children[index - 1];
      const after = children[index + 1];
      const lead = index === 0 || (before?.kind === 'element' && LAYOUT.has(before.name));
      const trail = index === children.length - 1 || (after?.kind === 'element' && LAYOUT.has(after.name));
      for (const part of this.textParts(child, lead, trail)) {
        if (typeof part === 'string') this.text(state, part);
        else for (let k = 0; k < part; k++) this.lineBreak();
      }
    });
  }

  element(element: XmlElement, state: State, parent: XmlElement): undefined {
    const { name, start } = element;
    const values = (allowed: readonly string[]) => this.attributes(element, allowed);
    switch (name) {
      case 'voice':
      case 'mstts:express-as':
        return this.enterVoice(element, state);
      case 'prosody':
        return this.localProsody(element, state);
      case 'p':
      case 's': {
        values([]);
        this.softBreak();
        this.flow(element, state);
        this.softBreak();
        return;
      }
      case 'break': {
        const attributes = values(['time', 'strength']);
        this.noContent(element);
        let ms: number | null | undefined = STRENGTHS.medium;
        if (attributes.time !== undefined) ms = ssmlMilliseconds(attributes.time);
        else if (attributes.strength !== undefined) ms = own(STRENGTHS, attributes.strength);
        if (ms === null || ms === undefined) {
          return this.error(
            `<break> 的 ${attributes.time !== undefined ? `time="${attributes.time}"` : `strength="${attributes.strength}"`} 无法识别（应为时长，如 500ms 或 0.5s，或 none…x-strong）`,
            start,
            name,
          );
        }
        return this.leaf(state, { type: 'pause', ms });
      }
      case 'mstts:silence': {
        const attributes = values(['type', 'value']);
        this.noContent(element);
        const type = this.required(element, attributes, 'type');
        const raw = this.required(element, attributes, 'value');
        if (type === null || raw === null) return;
        if (!/^(Leading|Tailing)(-exact)?$/i.test(type)) {
          return this.error(
            `<mstts:silence type="${type}"> 作用于每个句子或标点，请删除后在智能旁白中设置标点停顿`,
            start,
            name,
          );
        }
        const ms = ssmlMilliseconds(raw);
        if (ms === null) return this.error(`<mstts:silence> 的 value="${raw}" 应为时长，如 200ms`, start, name);
        return this.leaf(state, { type: 'pause', ms });
      }
      case 'phoneme':
        return this.phoneme(element, state);
      case 'sub': {
        const alias = this.required(element, values(['alias']), 'alias');
        const text = this.textOf(element);
        if (alias !== null) this.leaf(state, { type: 'alias', text, alias });
        return;
      }
      case 'say-as': {
        const interpretAs = this.required(element, values(['interpret-as']), 'interpret-as');
        const text = this.textOf(element);
        if (interpretAs === null) return;
        if (!['characters', 'spell-out', 'letters'].includes(interpretAs)) {
          return this.error(
            `<say-as interpret-as="${interpretAs}"> 不支持：只支持逐个字母读（characters、spell-out）；数字读法请用工具栏的“数字”`,
            start,
            name,
          );
        }
        return this.leaf(state, { type: 'sayAs', text, interpretAs: 'characters' });
      }
      case 'audio':
        return this.audio(element, state);
      case 'mark':
      case 'bookmark': {
        const key = name === 'mark' ? 'name' : 'mark';
        const mark = this.required(element, values([key]), key);
        this.noContent(element);
        const cue = mark === null ? null : /^cue:(\d+)-(\d+)$/.exec(mark);
        if (cue && Number(cue[2]) >= Number(cue[1])) {
          return this.leaf(state, { type: 'cue', startMs: Number(cue[1]), endMs: Number(cue[2]) });
        }
        if (mark !== null) this.notice(`书签 <${name} ${key}="${mark}"> 未导入（配音工坊不使用书签）`, start, name);
        return;
      }
      case 'mstts:backgroundaudio': {
        const attributes = values(['src', 'volume', 'fadein', 'fadeout']);
        this.noContent(element);
        if (parent.name !== 'speak') return this.error('<mstts:backgroundaudio> 应直接位于 <speak> 内', start, name);
        const src = this.required(element, attributes, 'src');
        if (src === null) return;
        const number = (key: string, fallback: number) => {
          const value = attributes[key] === undefined ? fallback : Number(attributes[key]);
          if (Number.isFinite(value) && value >= 0) return value;
          this.error(`<mstts:backgroundaudio> 的 ${key}="${attributes[key]}" 应为非负数`, start, name);
          return fallback;
        };
        this.backgroundAudio = {
          src,
          volume: Math.min(100, number('volume', 100)),
          fadein: number('fadein', 0),
          fadeout: number('fadeout', 0),
        };
        return this.notice(`背景音乐 ${src} 未放入文稿：可在“背景音乐”中设置`, start, name);
      }
      default: {
        const hint = Object.hasOwn(HINTS, name) ? HINTS[name] : undefined;
        this.error(`不支持的标签 <${name}>${hint ? `（${hint}）` : ''}`, start, name);
        // Read on, so that every problem inside is listed too.
        this.flow(element, state);
      }
    }
  }

  noContent(element: XmlElement): void {
    for (const child of element.children) {
      if (child.kind === 'element' || !isBlank(child)) {
        this.error(`<${element.name}> 内不能有内容`, element.start, element.name);
        return;
      }
    }
  }

  phoneme(element: XmlElement, state: State): undefined {
    const { start, name } = element;
    const values = this.attributes(element, ['alphabet', 'ph']);
    const text = this.textOf(element);
    const alphabet = values.alphabet ?? 'ipa';
    const ph = this.required(element, values, 'ph');
    if (ph === null) return;
    if (!['sapi', 'x-microsoft-sapi', 'x-pinyin', 'pinyin', 'py'].includes(alphabet)) {
      return this.error(
        `<phoneme alphabet="${alphabet}"> 无法换算为拼音：请改用 alphabet="sapi" ph="hang 2" 或 alphabet="x-pinyin" ph="hang2"`,
        start,
        name,
      );
    }
    const syllables = pinyinSyllables(ph);
    if (!syllables) {
      return this.error(`<phoneme> 的 ph="${ph}" 不是拼音（如 hang 2、hang2 或 háng）`, start, name);
    }
    if (syllables.length === 1) {
      const [{ pinyin, tone }] = syllables as [{ pinyin: string; tone: number }];
      return this.leaf(state, { type: 'phoneme', text, pinyin, tone });
    }
    const chars = [...text];
    if (chars.length !== syllables.length) {
      return this.error(
        `<phoneme> 的 ph="${ph}" 有 ${syllables.length} 个音节，而“${text}”有 ${chars.length} 个字`,
        start,
        name,
      );
    }
    syllables.forEach(({ pinyin, tone }, i) => {
      this.leaf(state, { type: 'phoneme', text: chars[i] as string, pinyin, tone });
    });
  }

  audio(element: XmlElement, state: State): undefined {
    const { start, name } = element;
    const values = this.attributes(element, ['src', 'clipEnd']);
    const src = this.required(element, values, 'src');
    let description: string | null = null;
    for (const child of element.children) {
      if (child.kind === 'element' && child.name === 'desc') {
        this.attributes(child, []);
        description = this.textOf(child);
      } else if (child.kind === 'element' || !isBlank(child)) {
        this.error('<audio> 内的替代内容无法导入（只支持 <desc>音效名称</desc>）', start, name);
        break;
      }
    }
    if (src === null) return;
    const clipEnd = values.clipEnd === undefined ? 0 : ssmlMilliseconds(values.clipEnd);
    if (clipEnd === null) return this.error(`<audio> 的 clipEnd="${values.clipEnd}" 应为时长，如 3.5s`, start, name);
    const sound =
      this.options.resolveSound?.(src) ??
      (description !== null ? { name: description, duration: clipEnd / 1000 } : null);
    if (!sound) {
      return this.error(
        `音效 <audio src="${src}"> 不是音效库中的音效，无法导入：请删除后用工具栏的“音效”插入`,
        start,
        name,
      );
    }
    this.leaf(state, { type: 'soundEffect', name: sound.name, filepath: src, duration: sound.duration });
  }
}

/**
 * What a document already knows: the anchor of each of its multi-voice segments by the voice name (and, from Azure,
 * style and role) an export gives it, and its sound effects by file — what reading back its own export needs.
 */
export function documentResolvers(document: ScriptDocument): Required<SsmlImportOptions> {
  const segments: MultiVoiceNode[] = [];
  const sounds = new Map<string, { name: string; duration: number }>();
  const noteSound = (item: SegmentInline) => {
    if (typeof item !== 'string' && item.type === 'soundEffect' && !sounds.has(item.filepath)) {
      sounds.set(item.filepath, { name: item.name, duration: item.duration });
    }
  };
  for (const line of document.lines) {
    for (const item of line) {
      if (typeof item === 'string' || (item.type !== 'multiVoice' && item.type !== 'localProsody')) noteSound(item);
      else {
        item.children.forEach(noteSound);
        if (item.type === 'multiVoice') segments.push(item);
      }
    }
  }
  return {
    resolveVoice: ({ name, style, role }) => {
      const segment = segments.find(
        (candidate) =>
          candidate.anchorName === name &&
          (style === undefined || candidate.templateName === style) &&
          (role === undefined || candidate.role?.value === role),
      );
      if (!segment) return null;
      const { anchorId, anchorName, templateId, templateName } = segment;
      return { anchorId, anchorName, templateId, templateName, ...(segment.role && { role: segment.role }) };
    },
    resolveSound: (src) => sounds.get(src) ?? null,
  };
}

function isBlank(text: XmlText): boolean {
  return text.pieces.every((piece) => !piece.cdata && /^[ \t\r\n]*$/.test(piece.raw));
}

/**
 * Reads SSML (W3C 1.0/1.1 or Azure's) into a script document; refused, with every error listed, when anything in it
 * cannot be imported. The first `<voice>` is the script's own voice; another voice, or the same voice in another
 * style or role, becomes a multi-voice segment.
 */
export function fromSsml(src: string, options: SsmlImportOptions = {}): SsmlImport {
  const importer = new Importer(src, options);
  let root: XmlElement;
  try {
    root = readXml(src);
  } catch (error) {
    if (!(error instanceof XmlError)) throw error;
    importer.error(error.reason, error.position);
    return { ok: false, errors: importer.errors, notices: [] };
  }
  if (root.name !== 'speak') {
    importer.error(`SSML 应以 <speak> 开头，而不是 <${root.name}>`, root.start, root.name);
  } else {
    importer.attributes(root, SPEAK_ATTRIBUTES);
    importer.flow(root, { context: OUTSIDE, local: null });
  }
  if (importer.errors.length) return { ok: false, errors: importer.errors, notices: importer.notices };
  return {
    ok: true,
    document: { lines: importer.lines, narration: { ...defaultNarration(), enabled: false } },
    notices: importer.notices,
    mainVoice: importer.mainVoice,
    backgroundAudio: importer.backgroundAudio,
  };
}
