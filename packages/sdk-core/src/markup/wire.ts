/**
 * The wire format of script content (content versions 1 and 2); README.md beside this file describes both.
 * Version 2 is an SSML 1.1 subset with a `dk:` extension; whitespace is significant and a literal newline in the
 * `<speak>` element separates lines.
 */
import { MarkupError } from './error';
import {
  DEFAULT_NARRATION,
  defaultNarration,
  type LeafNode,
  type Line,
  type NarrationPause,
  type ScriptDocument,
  type SegmentInline,
  type SmartNarration,
} from './model';
import { pushText, readDocument } from './wireReader';

export type ContentVersion = 1 | 2;
/** The version `serialize` writes, which saving a work and submitting a task send. */
export const CONTENT_VERSION: ContentVersion = 2;

export const MARKUP_NAMESPACE = 'urn:dubkit:markup';
const SPEAK_OPEN = `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="${MARKUP_NAMESPACE}" xml:lang="zh-CN">`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\n': '&#10;',
  '\r': '&#13;',
  '\t': '&#9;',
};
const escapeChar = (char: string) => ESCAPES[char] as string;
const TEXT_SPECIAL = /[&<>"'\r\n]/;
const TEXT_SPECIALS = /[&<>"'\r\n]/g;
// Tabs too in attributes, which XML would otherwise turn into spaces.
const ATTRIBUTE_SPECIAL = /[&<>"'\r\n\t]/;
const ATTRIBUTE_SPECIALS = /[&<>"'\r\n\t]/g;

/** XML-escapes text: the five markup characters, and newlines (a literal newline separates lines). */
export function escapeText(text: string): string {
  return TEXT_SPECIAL.test(text) ? text.replace(TEXT_SPECIALS, escapeChar) : text;
}

export function escapeAttribute(value: string): string {
  return ATTRIBUTE_SPECIAL.test(value) ? value.replace(ATTRIBUTE_SPECIALS, escapeChar) : value;
}

// ---------------------------------------------------------------------------------------------------------------
// Serialise

function leafXml(node: LeafNode): string {
  switch (node.type) {
    case 'pause':
      return `<break time="${node.ms}ms"/>`;
    case 'cue':
      return `<dk:cue start="${node.startMs}ms" end="${node.endMs}ms"/>`;
    case 'phoneme':
      return `<phoneme alphabet="py" ph="${escapeAttribute(node.pinyin)}${node.tone}">${escapeText(node.text)}</phoneme>`;
    case 'continuous':
      return `<dk:continuous>${escapeText(node.text)}</dk:continuous>`;
    case 'alias':
      return `<sub alias="${escapeAttribute(node.alias)}">${escapeText(node.text)}</sub>`;
    case 'numberAlias':
      return `<sub alias="${escapeAttribute(node.value)}" dk:reading="${escapeAttribute(node.name)}">${escapeText(node.text)}</sub>`;
    case 'sayAs':
      return `<say-as interpret-as="${node.interpretAs}">${escapeText(node.text)}</say-as>`;
    case 'soundEffect':
      return `<audio src="${escapeAttribute(node.filepath)}" dk:name="${escapeAttribute(node.name)}" dk:duration="${node.duration}"/>`;
  }
}

function segmentXml(items: readonly SegmentInline[]): string {
  let out = '';
  for (const item of items) out += typeof item === 'string' ? escapeText(item) : leafXml(item);
  return out;
}

function lineXml(line: Line): string {
  let out = '';
  for (const item of line) {
    if (typeof item === 'string') out += escapeText(item);
    else if (item.type === 'multiVoice') {
      const role = item.role
        ? ` dk:role="${escapeAttribute(item.role.value)}" dk:role-name="${escapeAttribute(item.role.name)}"`
        : '';
      out += `<voice name="${escapeAttribute(item.anchorName)}" dk:anchor="${item.anchorId}" dk:template="${item.templateId}" dk:template-name="${escapeAttribute(item.templateName)}"${role} dk:pitch="${item.pitch}" dk:speed="${item.speed}" dk:volume="${item.volume}">${segmentXml(item.children)}</voice>`;
    } else if (item.type === 'localProsody') {
      out += `<prosody pitch="${item.pitch}" rate="${item.speed}" volume="${item.volume}">${segmentXml(item.children)}</prosody>`;
    } else out += leafXml(item);
  }
  return out;
}

export function isDefaultNarration(narration: SmartNarration): boolean {
  const defaults = DEFAULT_NARRATION.pauses;
  return (
    narration.enabled &&
    narration.pauses.length === defaults.length &&
    narration.pauses.every((pause, i) => {
      const other = defaults[i] as NarrationPause;
      return pause.mark === other.mark && pause.ms === other.ms && pause.enabled === other.enabled;
    })
  );
}

function narrationXml(narration: SmartNarration): string {
  let out = `<dk:narration enabled="${narration.enabled}">`;
  for (const pause of narration.pauses) {
    out += `<dk:pause mark="${escapeAttribute(pause.mark)}" time="${pause.ms}ms" enabled="${pause.enabled}"/>`;
  }
  return `${out}</dk:narration>`;
}

/** The document as content version 2; smart narration is written only when it differs from the defaults. */
export function serialize(doc: ScriptDocument): string {
  let out = SPEAK_OPEN;
  if (!isDefaultNarration(doc.narration)) out += narrationXml(doc.narration);
  for (let i = 0; i < doc.lines.length; i++) {
    if (i > 0) out += '\n';
    out += lineXml(doc.lines[i] as Line);
  }
  return `${out}</speak>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Parse (version 2: wireReader.ts on wireScanner.ts)

// Version 1: plain text whose only markup is pause tags, written unescaped.
const V1_BREAK = /<break\s+time\s*=\s*(["']?)(\d+(?:\.\d+)?)(ms|s)\1\s*\/?>/y;

function parseVersion1(src: string): ScriptDocument {
  const text = src.replace(/\r\n?/g, '\n');
  const lines: Line[] = [];
  let offset = 0;
  for (const raw of text.split('\n')) {
    const line: Line = [];
    let last = 0;
    for (let at = raw.indexOf('<break'); at !== -1; at = raw.indexOf('<break', Math.max(at + 1, last))) {
      // `<breakfast>` is text; only `<break` followed by a space, `/` or `>` is meant as a pause tag.
      if (!/[\s/>]/.test(raw.charAt(at + 6))) continue;
      V1_BREAK.lastIndex = at;
      const match = V1_BREAK.exec(raw);
      if (!match) throw new MarkupError('无法匹配此标签', text, offset + at, 'break');
      pushText(line, raw.slice(last, at));
      line.push({ type: 'pause', ms: Math.round(Number(match[2]) * (match[3] === 's' ? 1000 : 1)) });
      last = V1_BREAK.lastIndex;
    }
    pushText(line, raw.slice(last));
    lines.push(line);
    offset += raw.length + 1;
  }
  return { lines, narration: defaultNarration() };
}

/** Reads saved content; throws `MarkupError` (with position and tag) on anything malformed or unknown. */
export function parse(content: string, version: ContentVersion = 2): ScriptDocument {
  return version === 1 ? parseVersion1(content) : readDocument(content);
}
