/** The markup document ⇄ the Slate value, losslessly: `toDocument(fromDocument(doc), doc.narration)` equals `doc`. */
import {
  createDocument,
  type Inline,
  type InlineNode,
  type LeafNode,
  type ScriptDocument,
  type SegmentInline,
  type SmartNarration,
} from '@dubkit/sdk-core/markup';
import type { Descendant } from 'slate';
import { isLine } from './schema';
import type {
  InlineElement,
  LeafElement,
  LineChild,
  LineElement,
  ScriptText,
  SegmentChild,
  VoidChildren,
} from './types';

const voidChildren = (): VoidChildren => [{ text: '' }];

function leafElement(node: LeafNode): LeafElement {
  switch (node.type) {
    case 'pause':
      return { type: 'pause', ms: node.ms, children: voidChildren() };
    case 'cue':
      return { type: 'cue', startMs: node.startMs, endMs: node.endMs, children: voidChildren() };
    case 'phoneme':
      return { type: 'phoneme', original: node.text, pinyin: node.pinyin, tone: node.tone, children: voidChildren() };
    case 'continuous':
      return { type: 'continuous', original: node.text, children: voidChildren() };
    case 'alias':
      return { type: 'alias', original: node.text, alias: node.alias, children: voidChildren() };
    case 'numberAlias':
      return { type: 'numberAlias', original: node.text, name: node.name, value: node.value, children: voidChildren() };
    case 'sayAs':
      return { type: 'sayAs', original: node.text, interpretAs: node.interpretAs, children: voidChildren() };
    case 'soundEffect':
      return {
        type: 'soundEffect',
        name: node.name,
        filepath: node.filepath,
        duration: node.duration,
        children: voidChildren(),
      };
  }
}

/** Slate's normal form: a text first, last and between any two inlines; never two texts side by side. */
function inlineChildren<Node, Element>(
  items: readonly (string | Node)[],
  element: (node: Node) => Element,
): (Element | ScriptText)[] {
  const children: (Element | ScriptText)[] = [];
  let text = '';
  for (const item of items) {
    if (typeof item === 'string') {
      text += item;
      continue;
    }
    children.push({ text }, element(item));
    text = '';
  }
  children.push({ text });
  return children;
}

function inlineElement(node: InlineNode): InlineElement {
  if (node.type === 'multiVoice') {
    const { type, children, ...voice } = node;
    return { type, ...voice, children: inlineChildren(children, leafElement) };
  }
  if (node.type === 'localProsody') {
    const { pitch, speed, volume, children } = node;
    return { type: 'localProsody', pitch, speed, volume, children: inlineChildren(children, leafElement) };
  }
  return leafElement(node);
}

/** The document's lines as Slate lines, already in Slate's normal form. */
export function fromDocument(doc: ScriptDocument): LineElement[] {
  return doc.lines.map((line) => ({ type: 'line', children: inlineChildren(line, inlineElement) }));
}

function leafNode(element: LeafElement): LeafNode {
  switch (element.type) {
    case 'pause':
      return { type: 'pause', ms: element.ms };
    case 'cue':
      return { type: 'cue', startMs: element.startMs, endMs: element.endMs };
    case 'phoneme':
      return { type: 'phoneme', text: element.original, pinyin: element.pinyin, tone: element.tone };
    case 'continuous':
      return { type: 'continuous', text: element.original };
    case 'alias':
      return { type: 'alias', text: element.original, alias: element.alias };
    case 'numberAlias':
      return { type: 'numberAlias', text: element.original, name: element.name, value: element.value };
    case 'sayAs':
      return { type: 'sayAs', text: element.original, interpretAs: element.interpretAs };
    case 'soundEffect':
      return { type: 'soundEffect', name: element.name, filepath: element.filepath, duration: element.duration };
  }
}

function segmentInlines(children: readonly SegmentChild[]): SegmentInline[] {
  return children.map((child) => ('type' in child ? leafNode(child) : child.text));
}

function lineInlines(children: readonly LineChild[]): Inline[] {
  return children.map((child): Inline => {
    if (!('type' in child)) return child.text;
    if (child.type === 'multiVoice') {
      const { type, children: content, ...voice } = child;
      return { type, ...voice, children: segmentInlines(content) };
    }
    if (child.type === 'localProsody') {
      const { pitch, speed, volume, children: content } = child;
      return { type: 'localProsody', pitch, speed, volume, children: segmentInlines(content) };
    }
    return leafNode(child);
  });
}

/** The markup document of Slate lines (a whole value or a fragment of one). */
export function toDocument(lines: readonly Descendant[], narration: SmartNarration): ScriptDocument {
  return createDocument(
    lines.map((line) => (isLine(line) ? lineInlines(line.children) : [])),
    narration,
  );
}
