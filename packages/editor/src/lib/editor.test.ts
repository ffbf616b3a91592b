import { Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { canInsertPause, createScriptEditor, insertPause } from './editor';

function editorWith(text: string) {
  const editor = createScriptEditor();
  editor.children = [{ type: 'paragraph', children: [{ text }] }];
  return editor;
}

describe('pause', () => {
  it('refuses without a cursor and with a range selection', () => {
    const editor = editorWith('你好世界');
    expect(canInsertPause(editor)).toBe('需要将光标移动至停顿位置');
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 2 } });
    expect(canInsertPause(editor)).toBe('需要将光标移动至停顿位置');
    expect(() => insertPause(editor, 500)).toThrow('需要将光标移动至停顿位置');
  });

  it('inserts an inline pause at a collapsed cursor and leaves the text whole', () => {
    const editor = editorWith('你好世界');
    Transforms.select(editor, { path: [0, 0], offset: 2 });
    expect(canInsertPause(editor)).toBeNull();
    insertPause(editor, 500);
    expect(editor.children).toEqual([
      {
        type: 'paragraph',
        children: [{ text: '你好' }, { type: 'pause', ms: 500, children: [{ text: '' }] }, { text: '世界' }],
      },
    ]);
    expect(Editor.string(editor, [])).toBe('你好世界');
  });

  it('is undone in one step', () => {
    const editor = editorWith('你好');
    Transforms.select(editor, { path: [0, 0], offset: 1 });
    insertPause(editor, 200);
    editor.undo();
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: '你好' }] }]);
  });
});
