/**
 * Export to standard SSML, in two dialects (README.md beside this file, "SSML export and import"):
 *
 * - `w3c`: W3C SSML 1.1 with no vendor namespace — `<voice name>`, `<prosody pitch rate volume>` (rate in percent,
 *   volume in dB), `<break time>`, `<phoneme alphabet="x-pinyin" ph="hang2">`, `<sub alias>`,
 *   `<say-as interpret-as="characters">`, `<audio src clipEnd><desc>name</desc></audio>` (duration to the millisecond), `<mark name="cue:…">`.
 * - `azure`: Azure Speech SSML 1.0 with its `mstts` extensions — `<mstts:express-as style styledegree role>`,
 *   `<mstts:backgroundaudio>`, phonemes in Azure's zh-CN phone set (`alphabet="sapi" ph="hang 2"`), rate as a
 *   multiplier, volume 0–100, `<bookmark mark="cue:…">`.
 *
 * What a dialect cannot express is listed in the result's `dropped`, so the caller can say so.
 */

import { pitchPercentFromSlider } from '../rules/prosody';
import {
  isWrapper,
  type LeafNode,
  type Line,
  type MultiVoiceNode,
  normalizeLine,
  type Prosody,
  type ScriptDocument,
  type SegmentInline,
} from './model';
import { applyNarration } from './narration';
import { escapeAttribute, escapeText } from './wire';

export type SsmlDialect = 'w3c' | 'azure';

export interface SsmlVoice extends Partial<Prosody> {
  /** The engine's voice name, e.g. zh-CN-XiaoxiaoNeural (by default a segment's anchor name). */
  name: string;
  /** Speaking style (the template), as `<mstts:express-as style>` (Azure only). */
  style?: string;
  /** Style intensity 0.01–2 (`styledegree`, Azure only). */
  styleDegree?: number;
  /** Role played (`role`, Azure only). */
  role?: string;
}

/** The background music: its file, volume 0–100 and fades in ms. */
export interface BackgroundAudio {
  src: string;
  volume: number;
  fadein: number;
  fadeout: number;
}

export interface SsmlOptions {
  /** `azure` (the default) or `w3c`. */
  dialect?: SsmlDialect;
  /** The main voice settings of the work. */
  voice: SsmlVoice;
  /** The voice of a multi-voice segment; by default its anchor name, template name as style and role value. */
  segmentVoice?: (segment: MultiVoiceNode) => SsmlVoice;
  /** Azure only (`<mstts:backgroundaudio>`); W3C SSML has no background music. */
  backgroundAudio?: BackgroundAudio;
  /** Defaults to zh-CN. */
  lang?: string;
}

/**
 * A feature of the script the dialect cannot express: `continuous` (连读, written as plain text), `sayAsWord` (按单词读,
 * plain text), `numberReading` (the name of a number's reading; its text stays as `<sub alias>`), `soundEffect` (a
 * sound effect's name and duration; Azure's `<audio>` has only `src`), `style` and `role` (a voice's template and
 * role; W3C has no element for them), `backgroundAudio` (W3C has none).
 */
export type SsmlFeature =
  | 'continuous'
  | 'sayAsWord'
  | 'numberReading'
  | 'soundEffect'
  | 'style'
  | 'role'
  | 'backgroundAudio';

export interface SsmlDropped {
  feature: SsmlFeature;
  /** How many places of the script (1 for the main voice's style or the background music). */
  count: number;
}

export interface SsmlExport {
  ssml: string;
  /** What could not be expressed, in the order of `SsmlFeature`; empty when nothing was lost. */
  dropped: SsmlDropped[];
}

const FEATURES: readonly SsmlFeature[] = [
  'continuous',
  'sayAsWord',
  'numberReading',
  'soundEffect',
  'style',
  'role',
  'backgroundAudio',
];

const W3C_SPEAK_OPEN = (lang: string) =>
  `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${escapeAttribute(lang)}">`;
const AZURE_SPEAK_OPEN = (lang: string) =>
  `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:mstts="https://www.w3.org/2001/mstts" xml:lang="${escapeAttribute(lang)}">`;

const defaultSegmentVoice = (segment: MultiVoiceNode): SsmlVoice => ({
  name: segment.anchorName,
  style: segment.templateName,
  ...(segment.role && { role: segment.role.value }),
});

/** The pitch slider as SSML's relative change: 50 → +5%. */
const pitchPercent = (pitch: number) => `${pitch < 0 ? '' : '+'}${pitchPercentFromSlider(pitch)}%`;

/** Volume 0–100 as W3C SSML 1.1's change in decibels from full volume: 50 → -6.02dB, 0 → silent. */
export function volumeDecibels(volume: number): string {
  if (volume <= 0) return 'silent';
  const db = Math.round(2000 * Math.log10(Math.min(volume, 100) / 100)) / 100;
  return `${db < 0 ? '' : '+'}${db === 0 ? 0 : db}dB`;
}

// Spaces and tabs at a line's edges are written as character references: a literal one beside a line break would be
// read back as indentation.
const EDGE_SPACE = (char: string) => (char === '\t' ? '&#9;' : '&#32;');
const escapeLineText = (text: string, first: boolean, last: boolean) => {
  let out = escapeText(text);
  if (first) out = out.replace(/^[ \t]+/, (run) => [...run].map(EDGE_SPACE).join(''));
  if (last) out = out.replace(/[ \t]+$/, (run) => [...run].map(EDGE_SPACE).join(''));
  return out;
};

class SsmlWriter {
  out = '';
  private readonly lost = new Map<SsmlFeature, number>();

  constructor(readonly dialect: SsmlDialect) {}

  lose(feature: SsmlFeature, count = 1): void {
    this.lost.set(feature, (this.lost.get(feature) ?? 0) + count);
  }

  dropped(): SsmlDropped[] {
    return FEATURES.filter((feature) => this.lost.has(feature)).map((feature) => ({
      feature,
      count: this.lost.get(feature) as number,
    }));
  }

  prosody(prosody: Partial<Prosody>): string {
    const { pitch = 0, speed = 1, volume = 100 } = prosody;
    return this.dialect === 'w3c'
      ? `<prosody pitch="${pitchPercent(pitch)}" rate="${Math.round(speed * 100)}%" volume="${volumeDecibels(volume)}">`
      : `<prosody pitch="${pitchPercent(pitch)}" rate="${speed}" volume="${volume}">`;
  }

  /** A voice with its style and role (Azure) and its prosody, always written so that a reader can tell the voice's own prosody from a local adjustment. */
  openVoice(voice: SsmlVoice): string {
    let out = `<voice name="${escapeAttribute(voice.name)}">`;
    if (this.dialect === 'azure' && (voice.style || voice.role)) {
      out += '<mstts:express-as';
      if (voice.style) out += ` style="${escapeAttribute(voice.style)}"`;
      if (voice.style && voice.styleDegree !== undefined) out += ` styledegree="${voice.styleDegree}"`;
      if (voice.role) out += ` role="${escapeAttribute(voice.role)}"`;
      out += '>';
    }
    return out + this.prosody(voice);
  }

  closeVoice(voice: SsmlVoice): string {
    return `</prosody>${this.dialect === 'azure' && (voice.style || voice.role) ? '</mstts:express-as>' : ''}</voice>`;
  }

  leaf(node: LeafNode): string {
    const w3c = this.dialect === 'w3c';
    switch (node.type) {
      case 'pause':
        return `<break time="${node.ms}ms"/>`;
      case 'cue':
        // Engines place nothing by it; DubKit fits the speech itself, and the mark keeps the slot.
        return w3c
          ? `<mark name="cue:${node.startMs}-${node.endMs}"/>`
          : `<bookmark mark="cue:${node.startMs}-${node.endMs}"/>`;
      case 'phoneme':
        // W3C has no Mandarin alphabet: x-pinyin is pinyin with the tone as a digit. Azure's zh-CN phone set (sapi)
        // is pinyin with the tone as a separate number.
        return w3c
          ? `<phoneme alphabet="x-pinyin" ph="${escapeAttribute(node.pinyin)}${node.tone}">${escapeText(node.text)}</phoneme>`
          : `<phoneme alphabet="sapi" ph="${escapeAttribute(node.pinyin)} ${node.tone}">${escapeText(node.text)}</phoneme>`;
      case 'alias':
        return `<sub alias="${escapeAttribute(node.alias)}">${escapeText(node.text)}</sub>`;
      case 'numberAlias':
        this.lose('numberReading');
        return `<sub alias="${escapeAttribute(node.value)}">${escapeText(node.text)}</sub>`;
      case 'sayAs':
        // Reading as a word (what an engine does anyway; SSML has no value for it) is plain text by now.
        return `<say-as interpret-as="characters">${escapeText(node.text)}</say-as>`;
      case 'soundEffect':
        if (w3c) {
          return `<audio src="${escapeAttribute(node.filepath)}" clipEnd="${Math.round(node.duration * 1000)}ms"><desc>${escapeText(node.name)}</desc></audio>`;
        }
        this.lose('soundEffect');
        return `<audio src="${escapeAttribute(node.filepath)}"/>`;
      case 'continuous':
        return escapeText(node.text);
    }
  }

  segment(items: readonly SegmentInline[]): string {
    let out = '';
    for (const item of items) out += typeof item === 'string' ? escapeText(item) : this.leaf(item);
    return out;
  }
}

/** Whether an item is spoken by the main voice (text, a leaf or a local adjustment, not a multi-voice segment). */
const isMain = (item: Line[number] | undefined) =>
  item !== undefined && (typeof item === 'string' || item.type !== 'multiVoice');

/**
 * The script as one SSML document in the dialect asked for, with what it could not express. The main voice opens the
 * document; multi-voice segments have their own `<voice>`, local adjustments are `<prosody>`, smart narration is
 * applied as breaks, and lines are separated by a newline (never right inside a voice, where it would be read as
 * indentation).
 */
export function exportSsml(doc: ScriptDocument, options: SsmlOptions): SsmlExport {
  const { dialect = 'azure', voice, segmentVoice = defaultSegmentVoice, backgroundAudio, lang = 'zh-CN' } = options;
  const w = new SsmlWriter(dialect);
  let out = dialect === 'w3c' ? W3C_SPEAK_OPEN(lang) : AZURE_SPEAK_OPEN(lang);
  if (backgroundAudio) {
    if (dialect === 'w3c') w.lose('backgroundAudio');
    else {
      const { src, volume, fadein, fadeout } = backgroundAudio;
      out += `<mstts:backgroundaudio src="${escapeAttribute(src)}" volume="${volume}" fadein="${fadein}" fadeout="${fadeout}"/>`;
    }
  }
  if (dialect === 'w3c') {
    if (voice.style) w.lose('style');
    if (voice.role) w.lose('role');
  }
  const mainOpen = w.openVoice(voice);
  const mainClose = w.closeVoice(voice);
  // The main voice opens the document, so that a reader knows it; `inMain` while its run is open, `runHasContent`
  // once something was written in it.
  out += mainOpen;
  let inMain = true;
  let runHasContent = false;
  let lastWasBreak = false;
  const openMain = () => {
    if (!inMain) out += mainOpen;
    inMain = true;
  };
  const closeMain = () => {
    if (inMain) out += mainClose;
    inMain = false;
    runHasContent = false;
  };
  // Continuous reading and reading as a word are plain text here, joined to the text around them (so that a line
  // holding only an empty one is an empty line).
  const plain = (item: SegmentInline): SegmentInline => {
    if (typeof item === 'string') return item;
    if (item.type === 'continuous') w.lose('continuous');
    else if (item.type === 'sayAs' && item.interpretAs === 'word') w.lose('sayAsWord');
    else return item;
    return item.text;
  };
  const lines = applyNarration(doc).lines.map((line) =>
    normalizeLine(
      line.map((item) =>
        typeof item === 'object' && isWrapper(item) ? { ...item, children: item.children.map(plain) } : plain(item),
      ),
    ),
  );
  lines.forEach((line, index) => {
    if (index > 0) {
      // Inside the main voice only between two pieces of its content; otherwise between voices.
      if (inMain && runHasContent && isMain(line[0])) out += '\n';
      else {
        closeMain();
        out += '\n';
        lastWasBreak = true;
      }
    }
    line.forEach((item, at) => {
      lastWasBreak = false;
      if (typeof item === 'object' && item.type === 'multiVoice') {
        closeMain();
        const segment = { ...segmentVoice(item), pitch: item.pitch, speed: item.speed, volume: item.volume };
        if (dialect === 'w3c') {
          if (segment.style) w.lose('style');
          if (segment.role) w.lose('role');
        }
        out += w.openVoice(segment) + w.segment(item.children) + w.closeVoice(segment);
        return;
      }
      openMain();
      runHasContent = true;
      if (typeof item === 'string') out += escapeLineText(item, at === 0, at === line.length - 1);
      else if (item.type === 'localProsody') out += `${w.prosody(item)}${w.segment(item.children)}</prosody>`;
      else out += w.leaf(item);
    });
  });
  // A line break right before </speak> would be read as indentation: an empty main voice keeps it.
  if (lastWasBreak) openMain();
  if (inMain) out += mainClose;
  return { ssml: `${out}</speak>`, dropped: w.dropped() };
}

/** The SSML text alone (Azure unless `dialect` says otherwise); `exportSsml` also says what was lost. */
export function toSsml(doc: ScriptDocument, options: SsmlOptions): string {
  return exportSsml(doc, options).ssml;
}
