/**
 * The XML reader of SSML import (ssmlImport.ts): elements with their attributes and positions, text kept as written
 * (so that a literal newline can be told from `&#10;`), comments skipped, CDATA as text. Malformed XML throws
 * `XmlError` with the position; what an element means is ssmlImport.ts's.
 */

export class XmlError extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
  ) {
    super(reason);
  }
}

export interface XmlAttribute {
  name: string;
  value: string;
  start: number;
}

/** A piece of text as written: `raw` from `start`, entities not yet decoded unless `cdata`. */
export interface XmlTextPiece {
  raw: string;
  start: number;
  cdata: boolean;
}

export interface XmlText {
  kind: 'text';
  pieces: XmlTextPiece[];
}

export interface XmlElement {
  kind: 'element';
  name: string;
  attributes: XmlAttribute[];
  children: XmlNode[];
  start: number;
}

export type XmlNode = XmlElement | XmlText;

const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s*([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const NUMERIC_ENTITY = /^#(?:(\d{1,7})|x([\dA-Fa-f]{1,6}))$/;
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the five named and the numeric character references of `text`, written at `offset`. */
export function decodeEntities(text: string, offset: number): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;&\s]{0,10})(;?)/g, (whole, entity: string, semi: string, at: number) => {
    const named = Object.hasOwn(NAMED_ENTITIES, entity) ? NAMED_ENTITIES[entity] : undefined;
    const numeric = NUMERIC_ENTITY.exec(entity);
    const code = numeric ? (numeric[1] ? Number(numeric[1]) : Number.parseInt(numeric[2] as string, 16)) : -1;
    if (!semi || (named === undefined && (code < 0 || code > 0x10ffff))) {
      throw new XmlError(semi ? `不支持的实体 ${whole}` : '未转义的 &（请写作 &amp;）', offset + at);
    }
    return named ?? String.fromCodePoint(code);
  });
}

/** Reads an XML document: its one root element (after an optional XML declaration, comments and whitespace). */
export function readXml(src: string): XmlElement {
  let pos = src.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fail = (reason: string, at = pos): never => {
    throw new XmlError(reason, at);
  };

  const skipMisc = () => {
    for (;;) {
      while (pos < src.length && src.charCodeAt(pos) <= 32) pos++;
      if (src.startsWith('<?', pos)) {
        const end = src.indexOf('?>', pos);
        if (end === -1) fail('XML 声明未结束');
        pos = end + 2;
      } else if (src.startsWith('<!--', pos)) {
        const end = src.indexOf('-->', pos + 4);
        if (end === -1) fail('注释未结束');
        pos = end + 3;
      } else if (src.startsWith('<!', pos)) fail('不支持文档类型声明（<!DOCTYPE>）');
      else return;
    }
  };

  const name = (): string => {
    NAME.lastIndex = pos;
    const match = NAME.exec(src);
    if (!match) fail('标签格式错误（字面的 < 请写作 &lt;）');
    pos = NAME.lastIndex;
    return (match as RegExpExecArray)[0];
  };

  let depth = 0;
  const element = (): XmlElement => {
    const start = pos;
    if (++depth > 64) fail('标签嵌套过深');
    pos++;
    const tag: XmlElement = { kind: 'element', name: name(), attributes: [], children: [], start };
    for (;;) {
      ATTRIBUTE.lastIndex = pos;
      const match = ATTRIBUTE.exec(src);
      if (!match) break;
      const key = match[1] as string;
      const valueStart = pos + match[0].length - 1 - (match[2] ?? match[3] ?? '').length;
      if (tag.attributes.some((attribute) => attribute.name === key)) fail(`<${tag.name}> 的属性 ${key} 重复`, pos);
      tag.attributes.push({
        name: key,
        value: decodeEntities(match[2] ?? match[3] ?? '', valueStart),
        start: pos + match[0].length - match[0].trimStart().length,
      });
      pos = ATTRIBUTE.lastIndex;
    }
    while (pos < src.length && src.charCodeAt(pos) <= 32) pos++;
    if (src.startsWith('/>', pos)) {
      pos += 2;
      depth--;
      return tag;
    }
    if (src.charCodeAt(pos) !== 62) fail(`<${tag.name}> 的属性格式错误`);
    pos++;
    let text: XmlText | null = null;
    const addText = (piece: XmlTextPiece) => {
      if (!piece.raw) return;
      if (!text) {
        text = { kind: 'text', pieces: [] };
        tag.children.push(text);
      }
      text.pieces.push(piece);
    };
    for (;;) {
      const lt = src.indexOf('<', pos);
      if (lt === -1) fail(`缺少 </${tag.name}>`, start);
      addText({ raw: src.slice(pos, lt), start: pos, cdata: false });
      pos = lt;
      if (src.startsWith('<!--', pos)) {
        const end = src.indexOf('-->', pos + 4);
        if (end === -1) fail('注释未结束');
        pos = end + 3;
      } else if (src.startsWith('<![CDATA[', pos)) {
        const end = src.indexOf(']]>', pos + 9);
        if (end === -1) fail('CDATA 未结束');
        addText({ raw: src.slice(pos + 9, end), start: pos + 9, cdata: true });
        pos = end + 3;
      } else if (src.startsWith('</', pos)) {
        const closeAt = pos;
        pos += 2;
        const closing = name();
        while (pos < src.length && src.charCodeAt(pos) <= 32) pos++;
        if (src.charCodeAt(pos) !== 62) fail(`</${closing}> 格式错误`, closeAt);
        if (closing !== tag.name) fail(`应为 </${tag.name}>，实际为 </${closing}>`, closeAt);
        pos++;
        depth--;
        return tag;
      } else if (src.startsWith('<?', pos) || src.startsWith('<!', pos)) {
        fail('此处不允许处理指令或文档类型声明');
      } else {
        text = null;
        tag.children.push(element());
      }
      if (tag.children.at(-1)?.kind === 'element') text = null;
    }
  };

  skipMisc();
  if (src.charCodeAt(pos) !== 60) fail('SSML 应以 <speak> 开头');
  const root = element();
  skipMisc();
  if (pos < src.length) fail('</speak> 之后只能有空白');
  return root;
}
