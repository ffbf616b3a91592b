/**
 * The scanner of content version 2 (wire.ts): positions, tags and their attributes, text and entities, each refusal a
 * `MarkupError` with its position. What each element means is wireReader.ts's.
 */
import { MarkupError } from './error';

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
  ['dk:cue', ['start', 'end']],
  ['dk:narration', ['enabled']],
  ['dk:pause', ['mark', 'time', 'enabled']],
];

const CLOSE_TAG = /<\/([A-Za-z_][\w.:-]*)\s*>/y;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const TIME = /^(\d+(?:\.\d+)?)(ms|s)$/;
const NUMERIC_ENTITY = /^#(?:(\d{1,7})|x([\dA-Fa-f]{1,6}))$/;
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
export const NEWLINE = 10;
const AMP = 38;
export const SLASH = 47;
export const LT = 60;
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

export interface Tag {
  name: string;
  start: number;
  allowed: readonly string[];
  /** Attribute values by their index in `allowed`. */
  values: (string | undefined)[];
  selfClosing: boolean;
}

export const attribute = (tag: Tag, key: string) => tag.values[tag.allowed.indexOf(key)];

/** The reading position in `src` and what was last scanned; each reader of wireReader.ts moves it on. */
export class WireScanner {
  pos = 0;
  /** Whether the text last scanned holds a `&`. */
  private sawAmp = false;

  constructor(readonly src: string) {}

  fail(reason: string, at: number = this.pos, tag?: string): never {
    throw new MarkupError(reason, this.src, at, tag);
  }

  decode(text: string, offset: number): string {
    let amp = text.indexOf('&');
    let out = '';
    let last = 0;
    while (amp !== -1) {
      const semi = text.indexOf(';', amp);
      if (semi === -1 || semi - amp > 9) this.fail('未转义的 &（请写作 &amp;）', offset + amp);
      const entity = text.slice(amp + 1, semi);
      let char = NAMED_ENTITIES[entity];
      if (char === undefined || !Object.hasOwn(NAMED_ENTITIES, entity)) {
        const numeric = NUMERIC_ENTITY.exec(entity);
        const code = numeric ? (numeric[1] ? Number(numeric[1]) : Number.parseInt(numeric[2] as string, 16)) : -1;
        if (code < 0 || code > 0x10ffff) this.fail(`不支持的实体 &${entity};`, offset + amp);
        char = String.fromCodePoint(code);
      }
      out += text.slice(last, amp) + char;
      last = semi + 1;
      amp = text.indexOf('&', last);
    }
    return out + text.slice(last);
  }

  /** Where the text from `pos` ends: at the next `<`, at a newline when `lines`, or at the end. */
  scanText(lines: boolean): number {
    const length = this.src.length;
    let amp = false;
    let i = this.pos;
    for (; i < length; i++) {
      const c = this.src.charCodeAt(i);
      if (c === LT || (c === NEWLINE && lines)) break;
      if (c === AMP) amp = true;
    }
    this.sawAmp = amp;
    return i;
  }

  /** The text from `pos` to `end`, decoded, moving past it. */
  takeText(end: number): string {
    const raw = this.src.slice(this.pos, end);
    const text = this.sawAmp ? this.decode(raw, this.pos) : raw;
    this.pos = end;
    return text;
  }

  /** Text up to the next tag inside `tag`, failing when `tag` is never closed. */
  textIn(tag: Tag): string {
    const end = this.scanText(false);
    if (end === this.src.length) this.fail(`缺少 </${tag.name}>`, tag.start, tag.name);
    return this.takeText(end);
  }

  /** Reads the tag opening at `pos` (a `<` not followed by `/`). */
  openTag(): Tag {
    const start = this.pos;
    const bang = this.src.charCodeAt(start + 1);
    if (bang === 33 || bang === 63) {
      this.fail('不允许注释、CDATA、文档类型声明和处理指令', start);
    }
    let i = nameEnd(this.src, start + 1);
    if (i === start + 1) this.fail('标签格式错误（字面的 < 请写作 &lt;）', start);
    const known = TAGS.find(([tag]) => isWord(this.src, start + 1, i, tag));
    if (!known) {
      const unknown = this.src.slice(start + 1, i);
      this.fail(`不支持的标签 <${unknown}>`, start, unknown);
    }
    const [name, allowed] = known;
    const values: (string | undefined)[] = [];
    // Attributes usually come in the order `serialize` writes them, so the next one is tried first.
    let next = 0;
    for (;;) {
      const spaceStart = i;
      let c = this.src.charCodeAt(i);
      while (c <= 32) c = this.src.charCodeAt(++i);
      if (c === GT || (c === SLASH && this.src.charCodeAt(i + 1) === GT)) {
        this.pos = c === GT ? i + 1 : i + 2;
        return { name, start, allowed, values, selfClosing: c === SLASH };
      }
      const keyStart = i;
      const keyEnd = nameEnd(this.src, i);
      if (keyStart === spaceStart || keyEnd === keyStart) this.fail(`<${name}> 的属性格式错误`, spaceStart, name);
      const index = isWord(this.src, keyStart, keyEnd, allowed[next] ?? '')
        ? next
        : allowed.findIndex((key) => isWord(this.src, keyStart, keyEnd, key));
      if (index < 0) this.fail(`<${name}> 不支持属性 ${this.src.slice(keyStart, keyEnd)}`, keyStart, name);
      if (values[index] !== undefined) this.fail(`<${name}> 的属性 ${allowed[index]} 重复`, keyStart, name);
      i = keyEnd;
      while (this.src.charCodeAt(i) <= 32) i++;
      if (this.src.charCodeAt(i) !== EQUALS) this.fail(`<${name}> 的属性格式错误`, keyEnd, name);
      do c = this.src.charCodeAt(++i);
      while (c <= 32);
      if (c !== 34 && c !== 39) this.fail(`<${name}> 的属性格式错误`, keyEnd, name);
      const quote = c;
      const valueStart = i + 1;
      let amp = false;
      for (c = this.src.charCodeAt(++i); c !== quote; c = this.src.charCodeAt(++i)) {
        if (c === LT || i >= this.src.length) this.fail(`<${name}> 的属性格式错误`, keyEnd, name);
        if (c === AMP) amp = true;
      }
      const value = this.src.slice(valueStart, i);
      values[index] = amp ? this.decode(value, valueStart) : value;
      next = index + 1;
      i++;
    }
  }

  /** Reads `</name>` at `pos`, where the text of `tag` ends. */
  closeTag(tag: Tag): void {
    const end = this.pos + 2 + tag.name.length;
    if (
      this.src.charCodeAt(this.pos + 1) === SLASH &&
      isWord(this.src, this.pos + 2, end, tag.name) &&
      this.src.charCodeAt(end) === GT
    ) {
      this.pos = end + 1;
      return;
    }
    if (this.src.charCodeAt(this.pos + 1) !== SLASH) {
      const inner = this.src.slice(this.pos + 1, nameEnd(this.src, this.pos + 1));
      this.fail(`<${tag.name}> 内不允许 <${inner}>`, this.pos, inner || tag.name);
    }
    CLOSE_TAG.lastIndex = this.pos;
    const match = CLOSE_TAG.exec(this.src);
    if (!match) this.fail(`<${tag.name}> 内的结束标签格式错误`, this.pos, tag.name);
    if (match[1] !== tag.name) this.fail(`应为 </${tag.name}>，实际为 </${match[1]}>`, this.pos, match[1]);
    this.pos = CLOSE_TAG.lastIndex;
  }

  /** Text of an element that holds only text, then its closing tag. */
  elementText(tag: Tag): string {
    if (tag.selfClosing) return '';
    const text = this.textIn(tag);
    this.closeTag(tag);
    return text;
  }

  required(tag: Tag, key: string): string {
    const value = attribute(tag, key);
    if (value === undefined) this.fail(`<${tag.name}> 缺少属性 ${key}`, tag.start, tag.name);
    return value;
  }

  number(tag: Tag, key: string, min: number, max: number, integer: boolean): number {
    const raw = this.required(tag, key);
    let value = plainInteger(raw);
    if (value < 0) value = NUMBER.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= min && value <= max) || (integer && !Number.isInteger(value))) {
      this.fail(
        `<${tag.name}> 的 ${key}="${raw}" 应为 ${min} 到 ${max} 之间的${integer ? '整数' : '数字'}`,
        tag.start,
        tag.name,
      );
    }
    return value;
  }

  milliseconds(tag: Tag, key: string): number {
    const raw = this.required(tag, key);
    const ms = raw.endsWith('ms') ? plainInteger(raw, raw.length - 2) : -1;
    if (ms >= 0) return ms;
    const match = TIME.exec(raw);
    if (!match) this.fail(`<${tag.name}> 的 ${key}="${raw}" 应为时长，如 500ms 或 0.5s`, tag.start, tag.name);
    return Math.round(Number(match[1]) * (match[2] === 's' ? 1000 : 1));
  }

  flag(tag: Tag, key: string): boolean {
    const raw = this.required(tag, key);
    if (raw !== 'true' && raw !== 'false') this.fail(`<${tag.name}> 的 ${key} 应为 true 或 false`, tag.start, tag.name);
    return raw === 'true';
  }

  empty(tag: Tag): void {
    if (!tag.selfClosing) this.fail(`<${tag.name}> 应为自闭合标签（<${tag.name} … />）`, tag.start, tag.name);
  }

  skipProlog(): void {
    if (this.src.charCodeAt(0) === 0xfeff) this.pos = 1;
    this.skipWhitespace();
    if (this.src.startsWith('<?xml', this.pos)) {
      const end = this.src.indexOf('?>', this.pos);
      if (end === -1) this.fail('XML 声明未结束');
      this.pos = end + 2;
      this.skipWhitespace();
    }
  }

  skipWhitespace(): void {
    while (this.pos < this.src.length && this.src.charCodeAt(this.pos) <= 32) this.pos++;
  }
}
