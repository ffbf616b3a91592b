import { plainText } from '@dubkit/sdk-core/markup';
import { Editor, Range, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { auditionDocument, auditionPlan, auditionTarget, rangeWithin, refusalForAudition } from './audition';
import { editorMessages as m } from './messages';
import { documentOf, editorWith } from './test/fixture';
import type { HeadlessScriptEditor } from './types';

const VOICE =
  '<voice name="晓晓" dk:anchor="12" dk:template="3" dk:template-name="开心" dk:pitch="10" dk:speed="1.2" dk:volume="80">';

/** What 试听 would play, as plain text, and where it comes from. */
function plays(editor: HeadlessScriptEditor) {
  const { source, refusal } = auditionPlan(editor);
  expect(auditionTarget(editor)?.source ?? null).toBe(source);
  const document = auditionDocument(editor);
  // The refusal found without a document is the one its document gets.
  if (document && source !== 'afterCursor') expect(plainText(document).trim() ? null : m.auditionEmpty).toBe(refusal);
  return { source, text: document ? plainText(document) : null, refusal };
}

describe('audition', () => {
  it('plays the selection with its markup, a wrapper cut to the selected part', () => {
    const editor = editorWith(`开[头${VOICE}你好</voice>\n银<phoneme alphabet="py" ph="hang2">行</phoneme>]的`);
    expect(refusalForAudition(editor)).toBeNull();
    expect(auditionPlan(editor).source).toBe('selection');
    expect(auditionDocument(editor)).toEqual(
      documentOf(`头${VOICE}你好</voice>\n银<phoneme alphabet="py" ph="hang2">行</phoneme>`),
    );
  });

  it('plays the 300 characters after a cursor in the middle of the script', () => {
    const text = '字'.repeat(400);
    expect(plays(editorWith(`前|${text}`))).toEqual({ source: 'afterCursor', text: text.slice(0, 300), refusal: null });
    expect(plays(editorWith('你好。|今天天气不错。'))).toEqual({
      source: 'afterCursor',
      text: '今天天气不错。',
      refusal: null,
    });
  });

  it('plays the sentence the cursor ends after typing, the cursor at the end of the script', () => {
    const editor = editorWith('第一句。第二句！');
    Transforms.select(editor, Editor.end(editor, []));
    Editor.insertText(editor, '正在输入');
    expect(plays(editor)).toEqual({ source: 'sentence', text: '正在输入', refusal: null });
    Editor.insertText(editor, '的句子。');
    expect(plays(editor)).toEqual({ source: 'sentence', text: '正在输入的句子。', refusal: null });
  });

  it('takes a sentence back to the previous sentence end or line break, past blanks and pauses after it', () => {
    expect(plays(editorWith('你好？今天 天气不错……  |'))).toMatchObject({
      source: 'sentence',
      text: '今天 天气不错……',
    });
    expect(plays(editorWith('第一行\n第二行，没有句号|'))).toMatchObject({ text: '第二行，没有句号' });
    expect(plays(editorWith('第一行。\n|'))).toMatchObject({ source: 'sentence', text: '第一行。' });
    expect(plays(editorWith('好的!<break time="500ms"/>|'))).toMatchObject({ text: '好的!' });
    const applause = '<audio src="/sounds/applause.mp3" dk:name="掌声" dk:duration="3.5"/>';
    expect(plays(editorWith(`好的。${applause}|`))).toMatchObject({ source: 'sentence', text: '好的。' });
    expect(plays(editorWith(`${applause}|`))).toMatchObject({ refusal: m.auditionEmpty });
    expect(
      plays(editorWith(`开始。${VOICE}你好</voice>银<phoneme alphabet="py" ph="hang2">行</phoneme>|`)),
    ).toMatchObject({ source: 'sentence', text: '你好银行', refusal: null });
  });

  it('plays the sentence the cursor ends when only blanks follow the cursor', () => {
    expect(plays(editorWith('你好|  <break time="500ms"/>'))).toEqual({
      source: 'sentence',
      text: '你好',
      refusal: null,
    });
  });

  it('plays the last 300 characters of a sentence longer than that', () => {
    const long = `开头${'字'.repeat(298)}结尾`;
    expect(plays(editorWith(`前一句。${long}|`))).toEqual({
      source: 'sentenceEnd',
      text: long.slice(-300),
      refusal: null,
    });
    expect(plays(editorWith(`前一句。${long.slice(2)}|`))).toMatchObject({ source: 'sentence', text: long.slice(2) });
  });

  it('refuses an empty script with 试听内容不能为空, no cursor and more than 1000 characters', () => {
    expect(plays(editorWith('|'))).toEqual({ source: 'afterCursor', text: '', refusal: m.auditionEmpty });
    expect(refusalForAudition(editorWith('  |\n <break time="500ms"/>'))).toBe(m.auditionEmpty);
    expect(refusalForAudition(editorWith('你好'))).toBe(m.auditionSelection);
    expect(refusalForAudition(editorWith(`[${'字'.repeat(1001)}]`))).toBe(m.auditionSelection);
    expect(refusalForAudition(editorWith(`[${'字'.repeat(1000)}]`))).toBeNull();
    expect(refusalForAudition(editorWith('你好[  ]'))).toBe(m.auditionEmpty);
  });

  it('follows any change after the cursor, and before it once nothing to hear follows it', () => {
    const editor = editorWith(`<prosody pitch="-50" rate="0.8" volume="60">你|  </prosody>好`);
    expect(plays(editor)).toMatchObject({ source: 'afterCursor', text: '  好' });
    Transforms.delete(editor, { at: { path: [0, 2], offset: 0 }, distance: 1 });
    expect(plays(editor)).toMatchObject({ source: 'sentence', text: '你', refusal: null });
    Editor.insertText(editor, '们');
    expect(plays(editor)).toMatchObject({ source: 'sentence', text: '你们' });
    Transforms.insertNodes(editor, { type: 'continuous', original: '再见', children: [{ text: '' }] }, { at: [0, 2] });
    expect(plays(editor)).toMatchObject({ source: 'afterCursor', text: '  再见' });
    Transforms.removeNodes(editor, { at: [0], match: (node) => 'type' in node && node.type === 'continuous' });
    expect(plays(editor)).toMatchObject({ source: 'sentence', text: '你们' });
    Transforms.delete(editor, { at: { path: [0, 1, 0], offset: 0 }, distance: 2 });
    expect(plays(editor)).toMatchObject({ source: 'afterCursor', refusal: m.auditionEmpty });
    Transforms.insertText(editor, '吗', { at: { path: [0, 1, 0], offset: 2 } });
    expect(plays(editor)).toMatchObject({ source: 'afterCursor', text: '  吗', refusal: null });
  });

  it('gives a decoration the part of the range within each text', () => {
    const editor = editorWith(`开始。${VOICE}你好</voice>结束|`);
    const range = auditionTarget(editor)?.range ?? null;
    const marked = Array.from(Editor.nodes(editor, { at: [] }), (entry) => rangeWithin(editor, range, entry)).flat();
    expect(marked.map((part) => Editor.string(editor, part))).toEqual(['你好', '结束']);
    expect(marked.every(Range.isExpanded)).toBe(true);
    expect(rangeWithin(editor, null, [editor.children[0], [0]] as never)).toEqual([]);
  });
});
