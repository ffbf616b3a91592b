import { createCue, createDocument, parse, serialize } from '@dubkit/sdk-core/markup';
import fc from 'fast-check';
import { Editor } from 'slate';
import { describe, expect, it } from 'vitest';
// The sdk-core markup's own arbitrary: every node, wrapper and narration setting, with hostile text.
import { scriptDocument } from '../../../sdk-core/src/markup/document.arbitrary';
import { getContent } from './content';
import { fromDocument, toDocument } from './convert';
import { createScriptEditor } from './editor';

describe('document ⇄ Slate value', () => {
  it('writes every node as an inline element, texts around and between them', () => {
    const doc = createDocument([
      [
        '银',
        { type: 'phoneme', text: '行', pinyin: 'hang', tone: 2 },
        { type: 'pause', ms: 500 },
        {
          type: 'localProsody',
          pitch: -50,
          speed: 0.8,
          volume: 60,
          children: [{ type: 'continuous', text: '慢一点' }],
        },
      ],
      [],
    ]);
    expect(fromDocument(doc)).toEqual([
      {
        type: 'line',
        children: [
          { text: '银' },
          { type: 'phoneme', original: '行', pinyin: 'hang', tone: 2, children: [{ text: '' }] },
          { text: '' },
          { type: 'pause', ms: 500, children: [{ text: '' }] },
          { text: '' },
          {
            type: 'localProsody',
            pitch: -50,
            speed: 0.8,
            volume: 60,
            children: [
              { text: '' },
              { type: 'continuous', original: '慢一点', children: [{ text: '' }] },
              { text: '' },
            ],
          },
          { text: '' },
        ],
      },
      { type: 'line', children: [{ text: '' }] },
    ]);
  });

  it('writes a subtitle cue as a void inline, and back', () => {
    const doc = createDocument([
      [createCue(61_500, 63_250), '开始'],
      [createCue(64_000, 65_000), '第二句'],
    ]);
    const lines = fromDocument(doc);
    expect(lines[0]).toEqual({
      type: 'line',
      children: [
        { text: '' },
        { type: 'cue', startMs: 61_500, endMs: 63_250, children: [{ text: '' }] },
        { text: '开始' },
      ],
    });
    expect(toDocument(lines, doc.narration)).toEqual(doc);
    const editor = createScriptEditor({ document: doc });
    expect(getContent(editor)).toContain('<dk:cue start="61500ms" end="63250ms"/>开始');
    expect(parse(getContent(editor))).toEqual(doc);
  });

  it('is lossless, in Slate normal form, and round-trips through the wire format', () => {
    fc.assert(
      fc.property(scriptDocument, (doc) => {
        const lines = fromDocument(doc);
        expect(toDocument(lines, doc.narration)).toEqual(doc);
        const editor = createScriptEditor({ document: doc });
        Editor.normalize(editor, { force: true });
        expect(editor.children).toEqual(lines);
        expect(parse(getContent(editor))).toEqual(doc);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps what the wire format says exactly', () => {
    const content =
      '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN"><dk:narration enabled="true"><dk:pause mark="，" time="300ms" enabled="true"/><dk:pause mark="。" time="600ms" enabled="false"/></dk:narration>银<phoneme alphabet="py" ph="hang2">行</phoneme>的<break time="500ms"/><dk:continuous>不知道</dk:continuous><sub alias="世界卫生组织">WHO</sub><sub alias="二零二六" dk:reading="年份">2026</sub><say-as interpret-as="characters">NBA</say-as><audio src="/sounds/applause.mp3" dk:name="掌声" dk:duration="3.5"/>\n<voice name="晓晓" dk:anchor="12" dk:template="3" dk:template-name="开心" dk:role="Girl" dk:role-name="女孩" dk:pitch="10" dk:speed="1.2" dk:volume="80">你好，<break time="200ms"/>世界。</voice><prosody pitch="-50" rate="0.8" volume="60">慢一点</prosody></speak>';
    const editor = createScriptEditor({ document: parse(content) });
    expect(getContent(editor)).toBe(content);
    expect(serialize(toDocument(editor.children, editor.narration))).toBe(content);
  });
});
