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

// Each tag with the attributes it may have; found by comparing in place, so no string is allocated per tag.
const TAGS: ReadonlyArray<readonly [string, readonly string[]]> = [
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
];

const CLOSE_TAG = /<\/([A-Za-z_][\w.:-]*)\s*>/y;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const TIME = /^(\d+(?:\.\d+)?)(ms|s)$/;
const NUMERIC_ENTITY = /^#(?:(\d{1,7})|x([\dA-Fa-f]{1,6}))$/;
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NEWLINE = 10;
const AMP = 38;
const SLASH = 47;
const LT = 60;
const EQUALS = 61;
const GT = 62;

// The scanner compares character codes in place rather than calling indexOf/startsWith on short pieces: on
// two-byte (Chinese) text that is several times faster.

/** Where an XML-style name (a letter or _, then letters, digits, _ - . :) starting at `i` ends; `i` when none. */
function nameEnd(src: string, i: number): number {
  let c = src.charCodeAt(i);
  if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95)) return i;
  do c = src.charCodeAt(++i);
  while ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 45 && c <= 58 && c !== 47) || c === 95);
  return i;
}

/** Whether `src` from `at` to `end` is exactly `word`. */
function isWord(src: string, at: number, end: number, word: string): boolean {
  if (end - at !== word.length) return false;
  for (let k = 0; k < word.length; k++) if (src.charCodeAt(at + k) !== word.charCodeAt(k)) return false;
  return true;
}

/** A plain decimal integer, or -1 when `text` is not one (then the slower general rules decide). */
function plainInteger(text: string, end = text.length): number {
  if (end === 0 || end > 15) return -1;
  let value = 0;
  for (let k = 0; k < end; k++) {
    const digit = text.charCodeAt(k) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

interface Tag {
  name: string;
  start: number;
  allowed: readonly string[];
  /** Attribute values by their index in `allowed`. */
  values: (string | undefined)[];
  selfClosing: boolean;
}

const attribute = (tag: Tag, key: string) => tag.values[tag.allowed.indexOf(key)];

/** Reads content version 2; the scanner's state is the position in `src`. */
function readDocument(src: string): ScriptDocument {
  let pos = 0;
  /** Whether the text last scanned holds a `&`. */
  let sawAmp = false;

  function fail(reason: string, at: number = pos, tag?: string): never {
    throw new MarkupError(reason, src, at, tag);
  }

  function decode(text: string, offset: number): string {
    let amp = text.indexOf('&');
    let out = '';
    let last = 0;
    while (amp !== -1) {
      const semi = text.indexOf(';', amp);
      if (semi === -1 || semi - amp > 9) fail('未转义的 &（请写作 &amp;）', offset + amp);
      const entity = text.slice(amp + 1, semi);
      let char = NAMED_ENTITIES[entity];
      if (char === undefined || !Object.hasOwn(NAMED_ENTITIES, entity)) {
        const numeric = NUMERIC_ENTITY.exec(entity);
        const code = numeric ? (numeric[1] ? Number(numeric[1]) : Number.parseInt(numeric[2] as string, 16)) : -1;
        if (code < 0 || code > 0x10ffff) fail(`不支持的实体 &${entity};`, offset + amp);
        char = String.fromCodePoint(code);
      }
      out += text.slice(last, amp) + char;
      last = semi + 1;
      amp = text.indexOf('&', last);
    }
    return out + text.slice(last);
  }

  /** Where the text from `pos` ends: at the next `<`, at a newline when `lines`, or at the end. */
  function scanText(lines: boolean): number {
    const length = src.length;
    let amp = false;
    let i = pos;
    for (; i < length; i++) {
      const c = src.charCodeAt(i);
      if (c === LT || (c === NEWLINE && lines)) break;
      if (c === AMP) amp = true;
    }
    sawAmp = amp;
    return i;
  }

  /** The text from `pos` to `end`, decoded, moving past it. */
  function takeText(end: number): string {
    const raw = src.slice(pos, end);
    const text = sawAmp ? decode(raw, pos) : raw;
    pos = end;
    return text;
  }

  /** Text up to the next tag inside `tag`, failing when `tag` is never closed. */
  function textIn(tag: Tag): string {
    const end = scanText(false);
    if (end === src.length) fail(`缺少 </${tag.name}>`, tag.start, tag.name);
    return takeText(end);
  }

  /** Reads the tag opening at `pos` (a `<` not followed by `/`). */
  function openTag(): Tag {
    const start = pos;
    const bang = src.charCodeAt(start + 1);
    if (bang === 33 || bang === 63) {
      fail('不允许注释、CDATA、文档类型声明和处理指令', start);
    }
    let i = nameEnd(src, start + 1);
    if (i === start + 1) fail('标签格式错误（字面的 < 请写作 &lt;）', start);
    const known = TAGS.find(([tag]) => isWord(src, start + 1, i, tag));
    if (!known) {
      const unknown = src.slice(start + 1, i);
      fail(`不支持的标签 <${unknown}>`, start, unknown);
    }
    const [name, allowed] = known;
    const values: (string | undefined)[] = [];
    // Attributes usually come in the order `serialize` writes them, so the next one is tried first.
    let next = 0;
    for (;;) {
      const spaceStart = i;
      let c = src.charCodeAt(i);
      while (c <= 32) c = src.charCodeAt(++i);
      if (c === GT || (c === SLASH && src.charCodeAt(i + 1) === GT)) {
        pos = c === GT ? i + 1 : i + 2;
        return { name, start, allowed, values, selfClosing: c === SLASH };
      }
      const keyStart = i;
      const keyEnd = nameEnd(src, i);
      if (keyStart === spaceStart || keyEnd === keyStart) fail(`<${name}> 的属性格式错误`, spaceStart, name);
      const index = isWord(src, keyStart, keyEnd, allowed[next] ?? '')
        ? next
        : allowed.findIndex((key) => isWord(src, keyStart, keyEnd, key));
      if (index < 0) fail(`<${name}> 不支持属性 ${src.slice(keyStart, keyEnd)}`, keyStart, name);
      if (values[index] !== undefined) fail(`<${name}> 的属性 ${allowed[index]} 重复`, keyStart, name);
      i = keyEnd;
      while (src.charCodeAt(i) <= 32) i++;
      if (src.charCodeAt(i) !== EQUALS) fail(`<${name}> 的属性格式错误`, keyEnd, name);
      do c = src.charCodeAt(++i);
      while (c <= 32);
      if (c !== 34 && c !== 39) fail(`<${name}> 的属性格式错误`, keyEnd, name);
      const quote = c;
      const valueStart = i + 1;
      let amp = false;
      for (c = src.charCodeAt(++i); c !== quote; c = src.charCodeAt(++i)) {
        if (c === LT || i >= src.length) fail(`<${name}> 的属性格式错误`, keyEnd, name);
        if (c === AMP) amp = true;
      }
      const value = src.slice(valueStart, i);
      values[index] = amp ? decode(value, valueStart) : value;
      next = index + 1;
      i++;
    }
  }

  /** Reads `</name>` at `pos`, where the text of `tag` ends. */
  function closeTag(tag: Tag): void {
    const end = pos + 2 + tag.name.length;
    if (src.charCodeAt(pos + 1) === SLASH && isWord(src, pos + 2, end, tag.name) && src.charCodeAt(end) === GT) {
      pos = end + 1;
      return;
    }
    if (src.charCodeAt(pos + 1) !== SLASH) {
      const inner = src.slice(pos + 1, nameEnd(src, pos + 1));
      fail(`<${tag.name}> 内不允许 <${inner}>`, pos, inner || tag.name);
    }
    CLOSE_TAG.lastIndex = pos;
    const match = CLOSE_TAG.exec(src);
    if (!match) fail(`<${tag.name}> 内的结束标签格式错误`, pos, tag.name);
    if (match[1] !== tag.name) fail(`应为 </${tag.name}>，实际为 </${match[1]}>`, pos, match[1]);
    pos = CLOSE_TAG.lastIndex;
  }

  /** Text of an element that holds only text, then its closing tag. */
  function elementText(tag: Tag): string {
    if (tag.selfClosing) return '';
    const text = textIn(tag);
    closeTag(tag);
    return text;
  }

  function required(tag: Tag, key: string): string {
    const value = attribute(tag, key);
    if (value === undefined) fail(`<${tag.name}> 缺少属性 ${key}`, tag.start, tag.name);
    return value;
  }

  function number(tag: Tag, key: string, min: number, max: number, integer: boolean): number {
    const raw = required(tag, key);
    let value = plainInteger(raw);
    if (value < 0) value = NUMBER.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= min && value <= max) || (integer && !Number.isInteger(value))) {
      fail(
        `<${tag.name}> 的 ${key}="${raw}" 应为 ${min} 到 ${max} 之间的${integer ? '整数' : '数字'}`,
        tag.start,
        tag.name,
      );
    }
    return value;
  }

  function milliseconds(tag: Tag, key: string): number {
    const raw = required(tag, key);
    const ms = raw.endsWith('ms') ? plainInteger(raw, raw.length - 2) : -1;
    if (ms >= 0) return ms;
    const match = TIME.exec(raw);
    if (!match) fail(`<${tag.name}> 的 ${key}="${raw}" 应为时长，如 500ms 或 0.5s`, tag.start, tag.name);
    return Math.round(Number(match[1]) * (match[2] === 's' ? 1000 : 1));
  }

  function flag(tag: Tag, key: string): boolean {
    const raw = required(tag, key);
    if (raw !== 'true' && raw !== 'false') fail(`<${tag.name}> 的 ${key} 应为 true 或 false`, tag.start, tag.name);
    return raw === 'true';
  }

  function empty(tag: Tag): void {
    if (!tag.selfClosing) fail(`<${tag.name}> 应为自闭合标签（<${tag.name} … />）`, tag.start, tag.name);
  }

  function leaf(tag: Tag): LeafNode {
    switch (tag.name) {
      case 'break':
        empty(tag);
        return { type: 'pause', ms: milliseconds(tag, 'time') };
      case 'phoneme': {
        if (required(tag, 'alphabet') !== 'py') fail('<phoneme> 需要 alphabet="py"', tag.start, tag.name);
        const ph = required(tag, 'ph');
        const syllable = parsePinyinSyllable(ph);
        if (!syllable || !isValidPinyin(syllable.pinyin, syllable.tone)) {
          fail(`<phoneme> 的 ph="${ph}" 应为拼音（a–z，最多 7 个字母）加声调 1–5`, tag.start, tag.name);
        }
        return { type: 'phoneme', text: elementText(tag), pinyin: syllable.pinyin, tone: syllable.tone };
      }
      case 'dk:continuous':
        return { type: 'continuous', text: elementText(tag) };
      case 'sub': {
        const alias = required(tag, 'alias');
        const reading = attribute(tag, 'dk:reading');
        const text = elementText(tag);
        return reading === undefined
          ? { type: 'alias', text, alias }
          : { type: 'numberAlias', text, name: reading, value: alias };
      }
      case 'say-as': {
        const interpretAs = required(tag, 'interpret-as');
        if (interpretAs !== 'characters' && interpretAs !== 'word') {
          fail('<say-as> 需要 interpret-as="characters" 或 "word"', tag.start, tag.name);
        }
        return { type: 'sayAs', text: elementText(tag), interpretAs };
      }
      case 'audio':
        empty(tag);
        return {
          type: 'soundEffect',
          name: required(tag, 'dk:name'),
          filepath: required(tag, 'src'),
          duration: number(tag, 'dk:duration', 0, Number.MAX_VALUE, false),
        };
      default:
        return fail(`此处不允许 <${tag.name}>`, tag.start, tag.name);
    }
  }

  /** The content of `<voice>` or `<prosody>`: text and leaf nodes (a newline is text here). */
  function segment(tag: Tag): SegmentInline[] {
    const children: SegmentInline[] = [];
    if (tag.selfClosing) return children;
    for (;;) {
      pushText(children, textIn(tag));
      if (src.charCodeAt(pos + 1) === SLASH) {
        closeTag(tag);
        return children;
      }
      const inner = openTag();
      if (inner.name === 'voice' || inner.name === 'prosody') {
        fail(`<${tag.name}> 内不允许 <${inner.name}>`, inner.start, inner.name);
      }
      children.push(leaf(inner));
    }
  }

  function inline(tag: Tag): Inline {
    if (tag.name === 'voice') {
      const roleValue = attribute(tag, 'dk:role');
      const roleName = attribute(tag, 'dk:role-name');
      if ((roleValue === undefined) !== (roleName === undefined)) {
        fail('<voice> 的 dk:role 与 dk:role-name 须同时提供或同时省略', tag.start, tag.name);
      }
      return {
        type: 'multiVoice',
        anchorId: number(tag, 'dk:anchor', 0, Number.MAX_SAFE_INTEGER, true),
        anchorName: required(tag, 'name'),
        templateId: number(tag, 'dk:template', 0, Number.MAX_SAFE_INTEGER, true),
        templateName: required(tag, 'dk:template-name'),
        ...(roleValue !== undefined && { role: { name: roleName as string, value: roleValue } }),
        pitch: number(tag, 'dk:pitch', -500, 500, true),
        speed: number(tag, 'dk:speed', 0.5, 2, false),
        volume: number(tag, 'dk:volume', 0, 100, true),
        children: segment(tag),
      };
    }
    if (tag.name === 'prosody') {
      return {
        type: 'localProsody',
        pitch: number(tag, 'pitch', -500, 500, true),
        speed: number(tag, 'rate', 0.5, 2, false),
        volume: number(tag, 'volume', 0, 100, true),
        children: segment(tag),
      };
    }
    if (tag.name === 'dk:narration') fail('<dk:narration> 必须位于 <speak> 的开头', tag.start, tag.name);
    return leaf(tag);
  }

  function narrationElement(tag: Tag): SmartNarration {
    const narration: SmartNarration = { enabled: flag(tag, 'enabled'), pauses: [] };
    if (tag.selfClosing) return narration;
    for (;;) {
      const at = pos;
      if (textIn(tag).trim()) fail('<dk:narration> 内不允许文字', at, tag.name);
      const lt = pos;
      if (src.charCodeAt(lt + 1) === SLASH) {
        closeTag(tag);
        return narration;
      }
      const pause = openTag();
      if (pause.name !== 'dk:pause') fail(`<dk:narration> 内不允许 <${pause.name}>`, lt, pause.name);
      empty(pause);
      const ms = milliseconds(pause, 'time');
      if (ms < 200 || ms > 5000 || ms % 100) {
        fail('智能旁白停顿应为 200 到 5000 毫秒，步长 100', pause.start, pause.name);
      }
      const mark = required(pause, 'mark');
      if (!mark) fail('智能旁白停顿缺少 mark', pause.start, pause.name);
      narration.pauses.push({ mark, ms, enabled: flag(pause, 'enabled') });
    }
  }

  function speakElement(): ScriptDocument {
    skipProlog();
    if (src.charCodeAt(pos) !== LT || src.charCodeAt(pos + 1) === SLASH) {
      fail('内容版本 2 必须以 <speak> 开头');
    }
    const speak = openTag();
    if (speak.name !== 'speak') fail(`内容版本 2 必须以 <speak> 开头，而不是 <${speak.name}>`, speak.start);
    const lines: Line[] = [];
    let line: Line = [];
    let narration = defaultNarration();
    if (!speak.selfClosing) {
      if (src.startsWith('<dk:narration', pos)) narration = narrationElement(openTag());
      for (;;) {
        const end = scanText(true);
        if (end === src.length) fail('缺少 </speak>', speak.start, speak.name);
        pushText(line, takeText(end));
        if (src.charCodeAt(end) === NEWLINE) {
          lines.push(line);
          line = [];
          pos = end + 1;
          continue;
        }
        if (src.charCodeAt(end + 1) === SLASH) {
          closeTag(speak);
          break;
        }
        line.push(inline(openTag()));
      }
    }
    lines.push(line);
    if (src.slice(pos).trim()) fail('</speak> 之后只能有空白');
    return { lines, narration };
  }

  function skipProlog(): void {
    if (src.charCodeAt(0) === 0xfeff) pos = 1;
    skipWhitespace();
    if (src.startsWith('<?xml', pos)) {
      const end = src.indexOf('?>', pos);
      if (end === -1) fail('XML 声明未结束');
      pos = end + 2;
      skipWhitespace();
    }
  }

  function skipWhitespace(): void {
    while (pos < src.length && src.charCodeAt(pos) <= 32) pos++;
  }

  return speakElement();
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
