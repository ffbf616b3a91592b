import { documentFromText } from '@dubkit/sdk-core/markup';
import { act, renderHook } from '@testing-library/react';
import { Editor, Transforms } from 'slate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScriptReactEditor } from './useScriptEditor';
import { useScriptFooter } from './useScriptFooter';

/** Types a character, lets Slate report it, then lets `ms` pass. */
const type = (editor: Editor, ms: number) =>
  act(async () => {
    Editor.insertText(editor, '字');
    await Promise.resolve();
    vi.advanceTimersByTime(ms);
  });

describe('useScriptFooter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows once typing pauses, and at least every second while it does not', async () => {
    const editor = createScriptReactEditor({ document: documentFromText('你好') });
    Transforms.select(editor, Editor.end(editor, []));
    const { result } = renderHook(() => useScriptFooter(editor));
    expect(result.current.length).toBe(2);
    await type(editor, 250);
    await type(editor, 250);
    expect(result.current.length).toBe(2);
    await type(editor, 250);
    await type(editor, 250);
    expect(result.current.length).toBe(6);
    await type(editor, 299);
    expect(result.current.length).toBe(6);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current.length).toBe(7);
    expect(result.current.time).toEqual({ kind: 'modified', at: editor.modifiedAt });
  });
});
