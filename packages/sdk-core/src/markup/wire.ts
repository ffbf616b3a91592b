/**
 * The wire format of script content (content versions 1 and 2); README.md beside this file describes both.
 * Version 2 is an SSML 1.1 subset with a `dk:` extension; whitespace is significant and a literal newline in the
 * `<speak>` element separates lines.
 */
import { MarkupError } from './error';
import {
  DEFAULT_NARRATION,
  defaultNarration,
  type Inline,
  type LeafNode,
  type Line,
  type NarrationPause,
  type ScriptDocument,
  type SegmentInline,
  type SmartNarration,
} from './model';
import { isValidPinyin, parsePinyinSyllable } from './pinyin';

export type ContentVersion = 1 | 2;

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
// Parse

const ATTRIBUTES = new Map<string, readonly string[]>([
  ['speak', ['version', 'xmlns', 'xmlns:dk', 'xml:lang']],
  ['break', ['time']],
  ['phoneme', ['alphabet', 'ph']],
  ['sub', ['alias', 'dk:reading']],
  ['say-as', ['interpret-as']],
  ['audio', ['src', 'dk:name', 'dk:duration']],
  [
    'voice',
    [
      'name',
      'dk:anchor',
      'dk:template',
      'dk:template-name',
      'dk:role',
      'dk:role-name',
      'dk:pitch',
      'dk:speed',
      'dk:volume',
    ],
  ],
  ['prosody', ['pitch', 'rate', 'volume']],
  ['dk:continuous', []],
  ['dk:narration', ['enabled']],
  ['dk:pause', ['mark', 'time', 'enabled']],
]);

const TAG_NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*(\/?)>/y;
const CLOSE_TAG = /<\/([A-Za-z_][\w.:-]*)\s*>/y;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const TIME = /^(\d+(?:\.\d+)?)(ms|s)$/;
const NUMERIC_ENTITY = /^#(?:(\d{1,7})|x([\dA-Fa-f]{1,6}))$/;
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const SLASH = 47;

interface Tag {
  name: string;
  start: number;
  attributes: Record<string, string>;
  selfClosing: boolean;
}

class Reader {
  pos = 0;
  private nextNewline = -1;

  constructor(readonly src: string) {}

  fail(reason: string, at: number = this.pos, tag?: string): never {
    throw new MarkupError(reason, this.src, at, tag);
  }

  decode(text: string, offset: number): string {
    let amp = text.indexOf('&');
    if (amp === -1) return text;
    let out = '';
    let last = 0;
    while (amp !== -1) {
      const semi = text.indexOf(';', amp);
      if (semi === -1 || semi - amp > 9) this.fail('Unescaped & (write &amp;)', offset + amp);
      const entity = text.slice(amp + 1, semi);
      let char = NAMED_ENTITIES[entity];
      if (char === undefined || !Object.hasOwn(NAMED_ENTITIES, entity)) {
        const numeric = NUMERIC_ENTITY.exec(entity);
        const code = numeric ? (numeric[1] ? Number(numeric[1]) : Number.parseInt(numeric[2] as string, 16)) : -1;
        if (code < 0 || code > 0x10ffff) this.fail(`Unknown entity &${entity};`, offset + amp);
        char = String.fromCodePoint(code);
      }
      out += text.slice(last, amp) + char;
      last = semi + 1;
      amp = text.indexOf('&', last);
    }
    return out + text.slice(last);
  }

  /** Reads the tag opening at `this.pos` (a `<` not followed by `/`). */
  openTag(): Tag {
    const { src } = this;
    const start = this.pos;
    const bang = src.charCodeAt(start + 1);
    if (bang === 33 || bang === 63)
      this.fail('Comments, CDATA, doctypes and processing instructions are not allowed', start);
    TAG_NAME.lastIndex = start + 1;
    const name = TAG_NAME.exec(src)?.[0];
    if (!name) this.fail('Malformed tag (write &lt; for a literal <)', start);
    const allowed = ATTRIBUTES.get(name);
    if (!allowed) this.fail(`Unknown tag <${name}>`, start, name);
    const attributes: Record<string, string> = {};
    let pos = TAG_NAME.lastIndex;
    for (;;) {
      TAG_END.lastIndex = pos;
      const end = TAG_END.exec(src);
      if (end) {
        this.pos = TAG_END.lastIndex;
        return { name, start, attributes, selfClosing: end[1] === '/' };
      }
      ATTRIBUTE.lastIndex = pos;
      const match = ATTRIBUTE.exec(src);
      if (!match) this.fail(`Malformed attribute in <${name}>`, pos, name);
      const key = match[1] as string;
      if (!allowed.includes(key)) this.fail(`Unknown attribute ${key} on <${name}>`, pos, name);
      if (attributes[key] !== undefined) this.fail(`Duplicate attribute ${key} on <${name}>`, pos, name);
      const raw = match[2] ?? (match[3] as string);
      const valueStart = ATTRIBUTE.lastIndex - raw.length - 1;
      attributes[key] = this.decode(raw, valueStart);
      pos = ATTRIBUTE.lastIndex;
    }
  }

  /** Reads `</name>` at `this.pos`, where the text of `tag` ends. */
  closeTag(tag: Tag): void {
    const { src, pos } = this;
    if (src.charCodeAt(pos + 1) !== SLASH) {
      TAG_NAME.lastIndex = pos + 1;
      const inner = TAG_NAME.exec(src)?.[0] ?? '';
      this.fail(`<${inner}> is not allowed inside <${tag.name}>`, pos, inner || tag.name);
    }
    CLOSE_TAG.lastIndex = pos;
    const match = CLOSE_TAG.exec(src);
    if (!match) this.fail(`Malformed closing tag inside <${tag.name}>`, pos, tag.name);
    if (match[1] !== tag.name) this.fail(`Expected </${tag.name}> but found </${match[1]}>`, pos, match[1]);
    this.pos = CLOSE_TAG.lastIndex;
  }

  /** The position of the next `<`, failing when the element `tag` is never closed. */
  nextTag(tag: Tag): number {
    const lt = this.src.indexOf('<', this.pos);
    if (lt === -1) this.fail(`Missing </${tag.name}>`, tag.start, tag.name);
    return lt;
  }

  /** Text of an element that holds only text, then its closing tag. */
  elementText(tag: Tag): string {
    if (tag.selfClosing) return '';
    const lt = this.nextTag(tag);
    const text = this.decode(this.src.slice(this.pos, lt), this.pos);
    this.pos = lt;
    this.closeTag(tag);
    return text;
  }

  required(tag: Tag, key: string): string {
    const value = tag.attributes[key];
    if (value === undefined) this.fail(`<${tag.name}> needs ${key}`, tag.start, tag.name);
    return value;
  }

  number(tag: Tag, key: string, min: number, max: number, integer: boolean): number {
    const raw = this.required(tag, key);
    const value = Number(raw);
    if (!NUMBER.test(raw) || value < min || value > max || (integer && !Number.isInteger(value))) {
      this.fail(
        `${key}="${raw}" on <${tag.name}> must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`,
        tag.start,
        tag.name,
      );
    }
    return value;
  }

  milliseconds(tag: Tag, key: string): number {
    const raw = this.required(tag, key);
    const match = TIME.exec(raw);
    if (!match) this.fail(`${key}="${raw}" on <${tag.name}> must be a time such as 500ms or 0.5s`, tag.start, tag.name);
    return Math.round(Number(match[1]) * (match[2] === 's' ? 1000 : 1));
  }

  flag(tag: Tag, key: string): boolean {
    const raw = this.required(tag, key);
    if (raw !== 'true' && raw !== 'false')
      this.fail(`${key} on <${tag.name}> must be true or false`, tag.start, tag.name);
    return raw === 'true';
  }

  empty(tag: Tag): void {
    if (!tag.selfClosing) this.fail(`<${tag.name}> must be self-closing (<${tag.name} … />)`, tag.start, tag.name);
  }

  leaf(tag: Tag): LeafNode {
    switch (tag.name) {
      case 'break':
        this.empty(tag);
        return { type: 'pause', ms: this.milliseconds(tag, 'time') };
      case 'phoneme': {
        if (this.required(tag, 'alphabet') !== 'py') this.fail('<phoneme> needs alphabet="py"', tag.start, tag.name);
        const ph = this.required(tag, 'ph');
        const syllable = parsePinyinSyllable(ph);
        if (!syllable || !isValidPinyin(syllable.pinyin, syllable.tone)) {
          this.fail(`ph="${ph}" on <phoneme> must be pinyin (a–z, at most 7) and a tone 1–5`, tag.start, tag.name);
        }
        return { type: 'phoneme', text: this.elementText(tag), pinyin: syllable.pinyin, tone: syllable.tone };
      }
      case 'dk:continuous':
        return { type: 'continuous', text: this.elementText(tag) };
      case 'sub': {
        const alias = this.required(tag, 'alias');
        const reading = tag.attributes['dk:reading'];
        const text = this.elementText(tag);
        return reading === undefined
          ? { type: 'alias', text, alias }
          : { type: 'numberAlias', text, name: reading, value: alias };
      }
      case 'say-as': {
        const interpretAs = this.required(tag, 'interpret-as');
        if (interpretAs !== 'characters' && interpretAs !== 'word') {
          this.fail('<say-as> needs interpret-as="characters" or "word"', tag.start, tag.name);
        }
        return { type: 'sayAs', text: this.elementText(tag), interpretAs };
      }
      case 'audio':
        this.empty(tag);
        return {
          type: 'soundEffect',
          name: this.required(tag, 'dk:name'),
          filepath: this.required(tag, 'src'),
          duration: this.number(tag, 'dk:duration', 0, Number.MAX_VALUE, false),
        };
      default:
        return this.fail(`<${tag.name}> is not allowed here`, tag.start, tag.name);
    }
  }

  /** The content of `<voice>` or `<prosody>`: text and leaf nodes (a newline is text here). */
  segment(tag: Tag): SegmentInline[] {
    const children: SegmentInline[] = [];
    if (tag.selfClosing) return children;
    const { src } = this;
    for (;;) {
      const lt = this.nextTag(tag);
      if (lt > this.pos) pushText(children, this.decode(src.slice(this.pos, lt), this.pos));
      this.pos = lt;
      if (src.charCodeAt(lt + 1) === SLASH) {
        this.closeTag(tag);
        return children;
      }
      const inner = this.openTag();
      if (inner.name === 'voice' || inner.name === 'prosody') {
        this.fail(`<${inner.name}> is not allowed inside <${tag.name}>`, inner.start, inner.name);
      }
      children.push(this.leaf(inner));
    }
  }

  inline(tag: Tag): Inline {
    if (tag.name === 'voice') {
      const roleValue = tag.attributes['dk:role'];
      const roleName = tag.attributes['dk:role-name'];
      if ((roleValue === undefined) !== (roleName === undefined)) {
        this.fail('<voice> needs both dk:role and dk:role-name, or neither', tag.start, tag.name);
      }
      return {
        type: 'multiVoice',
        anchorId: this.number(tag, 'dk:anchor', 0, Number.MAX_SAFE_INTEGER, true),
        anchorName: this.required(tag, 'name'),
        templateId: this.number(tag, 'dk:template', 0, Number.MAX_SAFE_INTEGER, true),
        templateName: this.required(tag, 'dk:template-name'),
        ...(roleValue !== undefined && { role: { name: roleName as string, value: roleValue } }),
        pitch: this.number(tag, 'dk:pitch', -500, 500, true),
        speed: this.number(tag, 'dk:speed', 0.5, 2, false),
        volume: this.number(tag, 'dk:volume', 0, 100, true),
        children: this.segment(tag),
      };
    }
    if (tag.name === 'prosody') {
      return {
        type: 'localProsody',
        pitch: this.number(tag, 'pitch', -500, 500, true),
        speed: this.number(tag, 'rate', 0.5, 2, false),
        volume: this.number(tag, 'volume', 0, 100, true),
        children: this.segment(tag),
      };
    }
    if (tag.name === 'dk:narration') this.fail('<dk:narration> must come first in <speak>', tag.start, tag.name);
    return this.leaf(tag);
  }

  narration(tag: Tag): SmartNarration {
    const narration: SmartNarration = { enabled: this.flag(tag, 'enabled'), pauses: [] };
    if (tag.selfClosing) return narration;
    const { src } = this;
    for (;;) {
      const lt = this.nextTag(tag);
      if (src.slice(this.pos, lt).trim()) this.fail('Text is not allowed inside <dk:narration>', this.pos, tag.name);
      this.pos = lt;
      if (src.charCodeAt(lt + 1) === SLASH) {
        this.closeTag(tag);
        return narration;
      }
      const pause = this.openTag();
      if (pause.name !== 'dk:pause') this.fail(`<${pause.name}> is not allowed inside <dk:narration>`, lt, pause.name);
      this.empty(pause);
      const ms = this.milliseconds(pause, 'time');
      if (ms < 200 || ms > 5000 || ms % 100) {
        this.fail('A narration pause must be 200 to 5000 ms in steps of 100', pause.start, pause.name);
      }
      const mark = this.required(pause, 'mark');
      if (!mark) this.fail('A narration pause needs a mark', pause.start, pause.name);
      narration.pauses.push({ mark, ms, enabled: this.flag(pause, 'enabled') });
    }
  }

  /** Line splitting: the next literal newline at or after `from`, found once per newline (not per text run). */
  newlineFrom(from: number): number {
    if (this.nextNewline !== -2 && this.nextNewline < from) this.nextNewline = this.src.indexOf('\n', from);
    if (this.nextNewline === -1) this.nextNewline = -2;
    return this.nextNewline;
  }

  document(): ScriptDocument {
    const { src } = this;
    this.skipProlog();
    if (src.charCodeAt(this.pos) !== 60 || src.charCodeAt(this.pos + 1) === SLASH) {
      this.fail('Content version 2 must start with <speak>');
    }
    const speak = this.openTag();
    if (speak.name !== 'speak')
      this.fail(`Content version 2 must start with <speak>, not <${speak.name}>`, speak.start);
    const lines: Line[] = [];
    let line: Line = [];
    let narration = defaultNarration();
    if (!speak.selfClosing) {
      if (src.startsWith('<dk:narration', this.pos)) narration = this.narration(this.openTag());
      for (;;) {
        const lt = this.nextTag(speak);
        let start = this.pos;
        for (let nl = this.newlineFrom(start); nl >= 0 && nl < lt; nl = this.newlineFrom(start)) {
          pushText(line, this.decode(src.slice(start, nl), start));
          lines.push(line);
          line = [];
          start = nl + 1;
        }
        if (lt > start) pushText(line, this.decode(src.slice(start, lt), start));
        this.pos = lt;
        if (src.charCodeAt(lt + 1) === SLASH) {
          this.closeTag(speak);
          break;
        }
        line.push(this.inline(this.openTag()));
      }
    }
    lines.push(line);
    if (src.slice(this.pos).trim()) this.fail('Only whitespace may follow </speak>');
    return { lines, narration };
  }

  skipProlog(): void {
    const { src } = this;
    if (src.charCodeAt(0) === 0xfeff) this.pos = 1;
    this.skipWhitespace();
    if (src.startsWith('<?xml', this.pos)) {
      const end = src.indexOf('?>', this.pos);
      if (end === -1) this.fail('Unterminated XML declaration');
      this.pos = end + 2;
      this.skipWhitespace();
    }
  }

  skipWhitespace(): void {
    while (this.pos < this.src.length && this.src.charCodeAt(this.pos) <= 32) this.pos++;
  }
}

function pushText(items: Inline[], text: string): void {
  if (!text) return;
  const last = items.length - 1;
  if (typeof items[last] === 'string') items[last] += text;
  else items.push(text);
}

// Version 1: plain text whose only markup is pause tags, written unescaped.
const V1_BREAK = /<break\s+time\s*=\s*(["']?)(\d+(?:\.\d+)?)(ms|s)\1\s*\/?>/y;

function parseVersion1(src: string): ScriptDocument {
  const text = src.replace(/\r\n?/g, '\n');
  const lines: Line[] = [];
  let offset = 0;
  for (const raw of text.split('\n')) {
    const line: Line = [];
    let last = 0;
    for (let at = raw.indexOf('<break'); at !== -1; at = raw.indexOf('<break', last)) {
      V1_BREAK.lastIndex = at;
      const match = V1_BREAK.exec(raw);
      if (!match) throw new MarkupError('Pause tag cannot be matched (无法匹配此标签)', text, offset + at, 'break');
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
  return version === 1 ? parseVersion1(content) : new Reader(content).document();
}
