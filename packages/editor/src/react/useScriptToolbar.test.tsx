import { documentFromText } from '@dubkit/sdk-core/markup';
import { act, renderHook } from '@testing-library/react';
import { Editor, Transforms } from 'slate';
import { describe, expect, it, vi } from 'vitest';
import { createScriptReactEditor } from './useScriptEditor';
import { useScriptToolbar } from './useScriptToolbar';

/** Runs an edit and lets Slate report it (it does so after the current task's operations). */
const edit = (change: () => void) =>
  act(async () => {
    change();
    await Promise.resolve();
  });

describe('useScriptToolbar', () => {
  it('follows the selection with the spec texts', async () => {
    const editor = createScriptReactEditor({ document: documentFromText('你好世界') });
    const { result } = renderHook(() => useScriptToolbar(editor));
    expect(result.current.pause).toMatchObject({ enabled: false, reason: '请将光标置于需要插入位置!' });
    expect(result.current.multiVoice.tooltip).toBe('滑动鼠标选择多主播配音内容');
    await edit(() =>
      Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 2 } }),
    );
    expect(result.current.pause).toMatchObject({ enabled: false, reason: '需要将光标移动至停顿位置' });
    expect(result.current.continuous).toMatchObject({ enabled: true, reason: null });
    expect(result.current.multiVoice).toMatchObject({ enabled: true, tooltip: '可以添加多主播' });
    expect(result.current.phoneme.character).toBeNull();
    expect(result.current.undo.enabled).toBe(false);
  });

  it('re-renders only when what it shows changes, not on every keystroke', async () => {
    const editor = createScriptReactEditor({ document: documentFromText('你好') });
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useScriptToolbar(editor);
    });
    await edit(() => Transforms.select(editor, Editor.end(editor, [])));
    await edit(() => Editor.insertText(editor, '世'));
    const shown = result.current;
    const rendered = renders;
    await edit(() => Editor.insertText(editor, '界'));
    await edit(() => Editor.insertText(editor, '！'));
    expect(result.current).toBe(shown);
    expect(renders).toBe(rendered);
  });

  it('injects audition: the selection goes to onAudition as a markup document', async () => {
    const editor = createScriptReactEditor({ document: documentFromText('你好世界') });
    const onAudition = vi.fn();
    const { result } = renderHook(() => useScriptToolbar(editor, { onAudition }));
    await edit(() =>
      Transforms.select(editor, { anchor: { path: [0, 0], offset: 2 }, focus: { path: [0, 0], offset: 4 } }),
    );
    expect(result.current.audition.run()).toBeNull();
    expect(onAudition).toHaveBeenCalledWith(documentFromText('世界'));
  });

  it('says what audition plays: the sentence after typing, the characters after the cursor, the selection', async () => {
    const editor = createScriptReactEditor({ document: documentFromText('你好。') });
    const { result } = renderHook(() => useScriptToolbar(editor));
    await edit(() => Transforms.select(editor, Editor.end(editor, [])));
    await edit(() => Editor.insertText(editor, '世界'));
    expect(result.current.audition).toMatchObject({
      enabled: true,
      reason: null,
      source: 'sentence',
      tooltip: '试听光标所在句',
    });
    await edit(() => Transforms.select(editor, Editor.start(editor, [])));
    expect(result.current.audition).toMatchObject({ enabled: true, source: 'afterCursor', tooltip: '试听光标后300字' });
    await edit(() => Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) }));
    expect(result.current.audition).toMatchObject({ enabled: true, source: 'selection', tooltip: '试听所选内容' });
  });

  it('refuses audition of an empty script with its reason', async () => {
    const editor = createScriptReactEditor({ document: documentFromText('') });
    const { result } = renderHook(() => useScriptToolbar(editor));
    await edit(() => Transforms.select(editor, Editor.end(editor, [])));
    expect(result.current.audition).toMatchObject({
      enabled: false,
      reason: '试听内容不能为空',
      tooltip: '试听内容不能为空',
    });
  });
});
