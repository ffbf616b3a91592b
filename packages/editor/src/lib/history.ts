/**
 * History as a stack of snapshots (spec part 2 §4): every edit adds one and drops the redo tail; undo and redo move
 * through them. Slate's trees are immutable, so a snapshot is three references, not a copy. Text an input method is
 * composing is recorded once, when the composition ends.
 */
import type { BaseSelection, Editor } from 'slate';
import type { HeadlessScriptEditor, Snapshot } from './types';

/** Snapshots kept; the oldest are dropped beyond it. */
export const HISTORY_LIMIT = 500;

function snapshotOf(editor: HeadlessScriptEditor): Snapshot {
  return { children: editor.children, selection: editor.selection, narration: editor.narration };
}

/** Edits not recorded yet, with the selection from before them (where undo puts the cursor back). */
const PENDING = new WeakMap<Editor, { selection: BaseSelection }>();

/** Records the editor's state as a new snapshot, dropping the redo tail. */
export function recordSnapshot(editor: HeadlessScriptEditor): void {
  const { history } = editor;
  const pending = PENDING.get(editor);
  PENDING.delete(editor);
  const current = history.snapshots[history.index];
  const kept = history.snapshots.slice(0, history.index);
  if (current) kept.push(pending ? { ...current, selection: pending.selection } : current);
  kept.push(snapshotOf(editor));
  history.snapshots = kept.slice(-HISTORY_LIMIT);
  history.index = history.snapshots.length - 1;
  editor.modifiedAt = Date.now();
}

/** Starts the history afresh from the editor's current state (after loading a work). */
export function resetHistory(editor: HeadlessScriptEditor): void {
  PENDING.delete(editor);
  editor.history = { snapshots: [snapshotOf(editor)], index: 0, composing: false };
}

function restore(editor: HeadlessScriptEditor, index: number) {
  const snapshot = editor.history.snapshots[index];
  if (!snapshot) return;
  editor.history.index = index;
  editor.children = snapshot.children;
  editor.selection = snapshot.selection;
  editor.narration = snapshot.narration;
  editor.modifiedAt = Date.now();
  editor.onChange();
}

export const canUndo = (editor: HeadlessScriptEditor): boolean =>
  !editor.history.composing && (editor.history.index > 0 || PENDING.has(editor));
export const canRedo = (editor: HeadlessScriptEditor): boolean =>
  !editor.history.composing && editor.history.index < editor.history.snapshots.length - 1;

/** An input method starts composing: what it changes waits for the end. */
export function startComposition(editor: HeadlessScriptEditor): void {
  editor.history.composing = true;
}

/** The composition ends; what it changed is recorded once its text is in (after the current task). */
export function endComposition(editor: HeadlessScriptEditor): void {
  editor.history.composing = false;
  queueMicrotask(() => {
    if (PENDING.has(editor) && !editor.history.composing) recordSnapshot(editor);
  });
}

/** Adds the snapshot history: `undo`, `redo`, `history`, `modifiedAt`. */
export function withScriptHistory<T extends HeadlessScriptEditor>(editor: T): T {
  const { apply, onChange } = editor;
  resetHistory(editor);
  editor.modifiedAt = null;

  editor.apply = (operation) => {
    if (operation.type !== 'set_selection' && !PENDING.has(editor)) {
      PENDING.set(editor, { selection: editor.selection });
    }
    apply(operation);
  };

  editor.onChange = (options) => {
    if (PENDING.has(editor) && !editor.history.composing) recordSnapshot(editor);
    onChange(options);
  };

  editor.undo = () => {
    if (editor.history.composing) return;
    // Edits applied in this task are not recorded until Slate flushes them; record them first so undo removes them.
    if (PENDING.has(editor)) recordSnapshot(editor);
    if (editor.history.index > 0) restore(editor, editor.history.index - 1);
  };

  editor.redo = () => {
    if (canRedo(editor)) restore(editor, editor.history.index + 1);
  };

  return editor;
}
