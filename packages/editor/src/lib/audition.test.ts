import { plainText } from '@dubkit/sdk-core';
import { Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { auditionDocument, refusalForAudition } from './audition';
import { editorMessages as m } from './messages';
import { documentOf, editorWith } from './test/fixture';

const VOICE =
  '<voice name="晓晓" dk:anchor="12" dk:template="3" dk:template-name="开心" dk:pitch="10" dk:speed="1.2" dk:volume="80">';

describe('audition', () => {
  it('plays the selection with its markup, a wrapper cut to the selected part', () => {
    const editor = editorWith(`开[头${VOICE}你好</voice>\n银<phoneme alphabet="py" ph="hang2">行</phoneme>]的`);
    expect(refusalForAudition(editor)).toBeNull();
    expect(auditionDocument(editor)).toEqual(
      documentOf(`头${VOICE}你好</voice>\n银<phoneme alphabet="py" ph="hang2">行</phoneme>`),
    );
  });

  it('plays the 300 characters after a cursor', () => {
    const text = '字'.repeat(400);
    const editor = editorWith(`前|${text}`);
    expect(plainText(auditionDocument(editor) ?? documentOf(''))).toBe(text.slice(0, 300));
  });

  it('refuses no cursor, blank text and more than 1000 characters', () => {
    expect(refusalForAudition(editorWith('你好'))).toBe(m.auditionSelection);
    expect(refusalForAudition(editorWith('你好|  <break time="500ms"/>'))).toBe(m.auditionEmpty);
    expect(refusalForAudition(editorWith(`[${'字'.repeat(1001)}]`))).toBe(m.auditionSelection);
    expect(refusalForAudition(editorWith(`[${'字'.repeat(1000)}]`))).toBeNull();
  });

  it('answers typing before a cursor as before, and follows any change after it', () => {
    const editor = editorWith(`<prosody pitch="-50" rate="0.8" volume="60">你|  </prosody>好`);
    expect(refusalForAudition(editor)).toBeNull();
    Transforms.delete(editor, { at: { path: [0, 2], offset: 0 }, distance: 1 });
    expect(refusalForAudition(editor)).toBe(m.auditionEmpty);
    Editor.insertText(editor, '们');
    expect(refusalForAudition(editor)).toBe(m.auditionEmpty);
    Transforms.insertNodes(editor, { type: 'continuous', original: '再见', children: [{ text: '' }] }, { at: [0, 2] });
    expect(refusalForAudition(editor)).toBeNull();
    Transforms.removeNodes(editor, { at: [0], match: (node) => 'type' in node && node.type === 'continuous' });
    expect(refusalForAudition(editor)).toBe(m.auditionEmpty);
    Transforms.insertText(editor, '吗', { at: { path: [0, 1, 0], offset: 4 } });
    expect(refusalForAudition(editor)).toBeNull();
    Transforms.select(editor, Editor.end(editor, []));
    expect(refusalForAudition(editor)).toBe(m.auditionEmpty);
    Transforms.insertText(editor, '啊', { at: Editor.start(editor, []) });
    expect(refusalForAudition(editor)).toBe(m.auditionEmpty);
  });
});
