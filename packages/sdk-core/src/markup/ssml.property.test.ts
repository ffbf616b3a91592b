import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptDocument } from './document.arbitrary';
import {
  createDocument,
  defaultNarration,
  type Inline,
  type LeafNode,
  type ScriptDocument,
  type SegmentInline,
} from './model';
import { type SsmlDialect, toSsml } from './ssml';
import { fromSsml, type SsmlAnchor, type SsmlImportOptions } from './ssmlImport';

const MAIN = 'zh-CN-YunxiNeural';
const quiet = (doc: ScriptDocument): ScriptDocument => ({
  ...doc,
  narration: { ...defaultNarration(), enabled: false },
});

/** What a dialect can say of a leaf: the rest becomes plain text, a number's reading an alias. */
function leaf(
  node: LeafNode,
  dialect: SsmlDialect,
  sounds: Map<string, { name: string; duration: number }>,
): SegmentInline {
  switch (node.type) {
    case 'continuous':
      return node.text;
    case 'sayAs':
      return node.interpretAs === 'word' ? node.text : node;
    case 'numberAlias':
      return { type: 'alias', text: node.text, alias: node.value };
    case 'soundEffect':
      return dialect === 'w3c'
        ? { ...node, duration: Math.round(node.duration * 1000) / 1000 }
        : { ...node, ...(sounds.get(node.filepath) as { name: string; duration: number }) };
    default:
      return node;
  }
}

/** A voice's key as the SSML shows it: its name, and in Azure its style and role value. */
const voiceKey = (anchor: SsmlAnchor, dialect: SsmlDialect) =>
  JSON.stringify(
    dialect === 'w3c'
      ? [anchor.anchorName]
      : [anchor.anchorName, anchor.templateName || undefined, anchor.role?.value || undefined],
  );

/**
 * The document as the dialect carries it, and the resolvers a studio would pass: the first anchor (and sound effect)
 * seen for each name stands for all of them.
 */
function expressible(
  doc: ScriptDocument,
  dialect: SsmlDialect,
): { expected: ScriptDocument; options: SsmlImportOptions } {
  const anchors = new Map<string, SsmlAnchor>();
  const sounds = new Map<string, { name: string; duration: number }>();
  const each = (items: readonly SegmentInline[], visit: (node: LeafNode) => void) => {
    for (const item of items) if (typeof item !== 'string') visit(item);
  };
  const noteSound = (node: LeafNode) => {
    if (node.type === 'soundEffect' && !sounds.has(node.filepath)) {
      sounds.set(node.filepath, { name: node.name, duration: node.duration });
    }
  };
  for (const line of doc.lines) {
    for (const item of line) {
      if (typeof item === 'string') continue;
      if (item.type === 'multiVoice' || item.type === 'localProsody') each(item.children, noteSound);
      else noteSound(item);
      if (item.type === 'multiVoice') {
        const { type, children, pitch, speed, volume, ...anchor } = item;
        const key = voiceKey(anchor, dialect);
        if (!anchors.has(key)) anchors.set(key, anchor);
      }
    }
  }
  const lines = doc.lines.map((line) =>
    line.map((item): Inline => {
      if (typeof item === 'string') return item;
      if (item.type === 'multiVoice') {
        const { type, children, pitch, speed, volume, ...anchor } = item;
        return {
          type,
          ...(anchors.get(voiceKey(anchor, dialect)) as SsmlAnchor),
          pitch,
          speed,
          volume,
          children: children.map((child) => (typeof child === 'string' ? child : leaf(child, dialect, sounds))),
        };
      }
      if (item.type === 'localProsody') {
        return {
          ...item,
          children: item.children.map((child) => (typeof child === 'string' ? child : leaf(child, dialect, sounds))),
        };
      }
      return leaf(item, dialect, sounds);
    }),
  );
  return {
    expected: quiet(createDocument(lines)),
    options: {
      resolveVoice: ({ name, style, role }) =>
        anchors.get(JSON.stringify(dialect === 'w3c' ? [name] : [name, style, role])) ?? null,
      // W3C carries a sound effect's name and duration itself.
      ...(dialect === 'azure' && { resolveSound: (src: string) => sounds.get(src) ?? null }),
    },
  };
}

// A segment spoken exactly as the main voice is read back as the main voice's text: keep the main voice apart.
const documents = scriptDocument.filter((doc) =>
  doc.lines.every((line) =>
    line.every((item) => typeof item === 'string' || item.type !== 'multiVoice' || item.anchorName !== MAIN),
  ),
);

describe('properties of SSML export and import', () => {
  it.each<SsmlDialect>(['w3c', 'azure'])(
    'fromSsml(toSsml(doc, %s)) is the doc as the dialect carries it',
    (dialect) => {
      fc.assert(
        fc.property(documents, (doc) => {
          const { expected, options } = expressible(quiet(doc), dialect);
          const result = fromSsml(toSsml(quiet(doc), { dialect, voice: { name: MAIN } }), options);
          if (!result.ok) expect(result.errors).toEqual([]);
          expect(result.ok && result.document).toEqual(expected);
        }),
        { numRuns: 500 },
      );
    },
  );

  it('never throws on arbitrary text or damaged SSML', () => {
    fc.assert(
      fc.property(documents, fc.nat(), fc.nat({ max: 8 }), fc.string({ maxLength: 3 }), (doc, at, cut, insert) => {
        const text = toSsml(doc, { voice: { name: MAIN } });
        const position = at % (text.length + 1);
        fromSsml(text.slice(0, position) + insert + text.slice(position + cut));
        fromSsml(insert + text.slice(cut));
      }),
      { numRuns: 500 },
    );
  });
});
