/** Export to standard SSML (W3C SSML 1.0/1.1 with the Azure `mstts` extensions), e.g. for a cloud speech engine. */

import { pitchPercentFromSlider } from '../rules/prosody';
import {
  isWrapper,
  type LeafNode,
  type MultiVoiceNode,
  type Prosody,
  type ScriptDocument,
  type SegmentInline,
} from './model';
import { applyNarration } from './narration';
import { escapeAttribute, escapeText } from './wire';

export interface SsmlVoice extends Partial<Prosody> {
  /** The engine's voice name, e.g. zh-CN-XiaoxiaoNeural. */
  name: string;
  /** Speaking style (the template), as `<mstts:express-as style>`. */
  style?: string;
  /** Style intensity 0.01–2 (`styledegree`). */
  styleDegree?: number;
  /** Role played (`role`). */
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
  /** The main voice settings of the work. */
  voice: SsmlVoice;
  /** The voice of a multi-voice segment; by default its anchor name, template name as style and role value. */
  segmentVoice?: (segment: MultiVoiceNode) => SsmlVoice;
  backgroundAudio?: BackgroundAudio;
  /** Defaults to zh-CN. */
  lang?: string;
}

const defaultSegmentVoice = (segment: MultiVoiceNode): SsmlVoice => ({
  name: segment.anchorName,
  style: segment.templateName,
  ...(segment.role && { role: segment.role.value }),
});

/** The pitch slider as SSML's relative change: 50 → +5%. */
const pitchPercent = (pitch: number) => `${pitch < 0 ? '' : '+'}${pitchPercentFromSlider(pitch)}%`;

function prosodyAttributes(prosody: Partial<Prosody>): string {
  let out = '';
  if (prosody.pitch !== undefined) out += ` pitch="${pitchPercent(prosody.pitch)}"`;
  if (prosody.speed !== undefined) out += ` rate="${prosody.speed}"`;
  if (prosody.volume !== undefined) out += ` volume="${prosody.volume}"`;
  return out;
}

function openVoice(voice: SsmlVoice): string {
  let out = `<voice name="${escapeAttribute(voice.name)}">`;
  if (voice.style || voice.role) {
    out += '<mstts:express-as';
    if (voice.style) out += ` style="${escapeAttribute(voice.style)}"`;
    if (voice.style && voice.styleDegree !== undefined) out += ` styledegree="${voice.styleDegree}"`;
    if (voice.role) out += ` role="${escapeAttribute(voice.role)}"`;
    out += '>';
  }
  const prosody = prosodyAttributes(voice);
  return prosody ? `${out}<prosody${prosody}>` : out;
}

function closeVoice(voice: SsmlVoice): string {
  return `${prosodyAttributes(voice) ? '</prosody>' : ''}${voice.style || voice.role ? '</mstts:express-as>' : ''}</voice>`;
}

function leafSsml(node: LeafNode): string {
  switch (node.type) {
    case 'pause':
      return `<break time="${node.ms}ms"/>`;
    case 'cue':
      // Engines place nothing by it; DubKit fits the speech itself, and the mark keeps the slot readable.
      return `<mark name="cue:${node.startMs}-${node.endMs}"/>`;
    case 'phoneme':
      // Azure's zh-CN phone set (sapi) is pinyin with the tone as a separate number.
      return `<phoneme alphabet="sapi" ph="${escapeAttribute(node.pinyin)} ${node.tone}">${escapeText(node.text)}</phoneme>`;
    case 'alias':
      return `<sub alias="${escapeAttribute(node.alias)}">${escapeText(node.text)}</sub>`;
    case 'numberAlias':
      return `<sub alias="${escapeAttribute(node.value)}">${escapeText(node.text)}</sub>`;
    case 'sayAs':
      // Reading as a word is what an engine does anyway; SSML has no standard value for it.
      return node.interpretAs === 'characters'
        ? `<say-as interpret-as="characters">${escapeText(node.text)}</say-as>`
        : escapeText(node.text);
    case 'soundEffect':
      return `<audio src="${escapeAttribute(node.filepath)}"/>`;
    case 'continuous':
      return escapeText(node.text);
  }
}

function segmentSsml(items: readonly SegmentInline[]): string {
  let out = '';
  for (const item of items) out += typeof item === 'string' ? escapeText(item) : leafSsml(item);
  return out;
}

/**
 * The script as one SSML document for the main voice, with multi-voice segments in their own `<voice>`, local
 * adjustments as `<prosody>`, smart narration applied as breaks, and the background music as
 * `<mstts:backgroundaudio>`.
 */
export function toSsml(doc: ScriptDocument, options: SsmlOptions): string {
  const { voice, segmentVoice = defaultSegmentVoice, backgroundAudio, lang = 'zh-CN' } = options;
  let out = `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:mstts="https://www.w3.org/2001/mstts" xml:lang="${escapeAttribute(lang)}">`;
  if (backgroundAudio) {
    const { src, volume, fadein, fadeout } = backgroundAudio;
    out += `<mstts:backgroundaudio src="${escapeAttribute(src)}" volume="${volume}" fadein="${fadein}" fadeout="${fadeout}"/>`;
  }
  let inMainVoice = false;
  const main = (ssml: string) => {
    if (!inMainVoice) out += openVoice(voice);
    inMainVoice = true;
    out += ssml;
  };
  applyNarration(doc).lines.forEach((line, index) => {
    if (index > 0) out += '\n';
    for (const item of line) {
      if (typeof item === 'string') main(escapeText(item));
      else if (item.type === 'multiVoice') {
        if (inMainVoice) out += closeVoice(voice);
        inMainVoice = false;
        const segment = { ...segmentVoice(item), pitch: item.pitch, speed: item.speed, volume: item.volume };
        out += openVoice(segment) + segmentSsml(item.children) + closeVoice(segment);
      } else if (isWrapper(item)) main(`<prosody${prosodyAttributes(item)}>${segmentSsml(item.children)}</prosody>`);
      else main(leafSsml(item));
    }
  });
  if (!inMainVoice && !out.includes('<voice')) main('');
  if (inMainVoice) out += closeVoice(voice);
  return `${out}</speak>`;
}
