import { countLength } from '@dubkit/sdk-core/markup';
import { Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { getDocument } from './content';
import { footerData, linesLength } from './footer';
import { documentOf, editorWith } from './test/fixture';

describe('footer', () => {
  it('counts characters as shown: no newlines, no markup, nodes as their original text', () => {
    const doc = documentOf(
      '银<phoneme alphabet="py" ph="hang2">行</phoneme><break time="500ms"/>\n<sub alias="世界卫生组织">WHO</sub>',
    );
    expect(footerData(doc, null)).toEqual({ length: 5, maxLength: 8000, overLimit: false, time: null });
    expect(footerData(doc, null, { maxLength: 4 })).toMatchObject({ length: 5, maxLength: 4, overLimit: true });
  });

  it('shows the later of the last change and the last auto-save', () => {
    const doc = documentOf('你好');
    expect(footerData(doc, 2_000, { autoSavedAt: 1_000 }).time).toEqual({ kind: 'modified', at: 2_000 });
    expect(footerData(doc, 2_000, { autoSavedAt: 3_000 }).time).toEqual({ kind: 'autoSaved', at: 3_000 });
    expect(footerData(doc, null, { autoSavedAt: 3_000 }).time).toEqual({ kind: 'autoSaved', at: 3_000 });
  });

  it('counts Slate lines as the document they make, after edits too', () => {
    const editor = editorWith(
      '银<phoneme alphabet="py" ph="hang2">行</phoneme>|<break time="500ms"/>\n<sub alias="世界卫生组织">WHO</sub>😀',
    );
    expect(linesLength(editor.children)).toBe(countLength(getDocument(editor)));
    Editor.insertText(editor, '长');
    Editor.insertBreak(editor);
    Transforms.insertText(editor, '\u4e00', { at: Editor.end(editor, []) });
    expect(linesLength(editor.children)).toBe(countLength(getDocument(editor)));
    expect(linesLength(editor.children)).toBe(8);
  });
});
