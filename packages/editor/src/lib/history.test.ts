import { createDocument, defaultNarration } from '@dubkit/sdk-core/markup';
import { Editor, Transforms } from 'slate';
import { describe, expect, it, vi } from 'vitest';
import { insertPause, setNarration } from './commands';
import { getContent, loadDocument } from './content';
import { canRedo, canUndo, endComposition, HISTORY_LIMIT, startComposition } from './history';
import { editorWith, markup } from './test/fixture';

/** Slate reports changes after the current task's operations; history records them then. */
const flushed = () => new Promise((resolve) => setTimeout(resolve));

describe('snapshot history', () => {
  it('adds a snapshot per edit; undo and redo walk them with the cursor where the edit was', async () => {
    const editor = editorWith('你好|');
    Editor.insertText(editor, '世');
    await flushed();
    Editor.insertText(editor, '界');
    await flushed();
    expect(editor.history.snapshots).toHaveLength(3);
    editor.undo();
    expect(markup(editor)).toBe('你好世|');
    editor.undo();
    expect(markup(editor)).toBe('你好|');
    expect(canUndo(editor)).toBe(false);
    editor.redo();
    editor.redo();
    expect(markup(editor)).toBe('你好世界|');
    expect(canRedo(editor)).toBe(false);
  });

  it('drops the redo tail on a new edit', async () => {
    const editor = editorWith('你好|');
    Editor.insertText(editor, '世');
    await flushed();
    editor.undo();
    expect(canRedo(editor)).toBe(true);
    insertPause(editor, 500);
    await flushed();
    expect(canRedo(editor)).toBe(false);
    editor.redo();
    expect(markup(editor)).toBe('你好<break time="500ms"/>|');
    expect(editor.history.snapshots).toHaveLength(2);
  });

  it('makes one snapshot of a command, and ignores moves of the cursor', async () => {
    const editor = editorWith('你|好');
    insertPause(editor, 500);
    Transforms.select(editor, Editor.start(editor, []));
    await flushed();
    expect(editor.history.snapshots).toHaveLength(2);
    editor.undo();
    expect(markup(editor)).toBe('你|好');
  });

  it('undoes edits made in the current task', () => {
    const editor = editorWith('你|好');
    insertPause(editor, 500);
    expect(canUndo(editor)).toBe(true);
    editor.undo();
    expect(markup(editor)).toBe('你|好');
  });

  it('records text composed through an input method once, when composition ends', async () => {
    const editor = editorWith('你[好]');
    startComposition(editor);
    Editor.deleteFragment(editor);
    await flushed();
    Editor.insertText(editor, '世界');
    await flushed();
    expect(editor.history.snapshots).toHaveLength(1);
    expect(canUndo(editor)).toBe(false);
    editor.undo();
    expect(markup(editor)).toBe('你世界|');
    endComposition(editor);
    await flushed();
    expect(editor.history.snapshots).toHaveLength(2);
    editor.undo();
    expect(markup(editor)).toBe('你[好]');
  });

  it('undoes smart narration settings like any edit', () => {
    const editor = editorWith('你好');
    const narration = { ...defaultNarration(), enabled: false };
    setNarration(editor, narration);
    expect(editor.narration).toBe(narration);
    editor.undo();
    expect(editor.narration.enabled).toBe(true);
    editor.redo();
    expect(editor.narration).toBe(narration);
  });

  it('starts afresh when a work is loaded', async () => {
    const editor = editorWith('你|好');
    insertPause(editor, 500);
    await flushed();
    loadDocument(editor, createDocument([['新的']]));
    expect(canUndo(editor)).toBe(false);
    expect(editor.modifiedAt).toBeNull();
    expect(getContent(editor)).toContain('>新的</speak>');
  });

  it('keeps the last HISTORY_LIMIT snapshots', async () => {
    const editor = editorWith('|');
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) {
      Editor.insertText(editor, 'a');
      await flushed();
    }
    expect(editor.history.snapshots).toHaveLength(HISTORY_LIMIT);
    expect(editor.history.index).toBe(HISTORY_LIMIT - 1);
  });

  it('tells subscribers about every change and remembers when the text changed', async () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date'] });
    const editor = editorWith('你|好');
    const listener = vi.fn();
    const unsubscribe = editor.subscribe(listener);
    expect(editor.modifiedAt).toBeNull();
    insertPause(editor, 500);
    await flushed();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(editor.modifiedAt).toBe(1_000);
    Transforms.move(editor);
    await flushed();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    editor.undo();
    expect(listener).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
