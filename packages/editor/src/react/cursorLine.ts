import { useCallback, useSyncExternalStore } from 'react';
import type { Descendant } from 'slate';
import type { HeadlessScriptEditor } from '../lib/types';

/** The line that holds the cursor (the selection's focus), or none. */
const cursorLine = (editor: HeadlessScriptEditor): Descendant | undefined =>
  editor.selection ? editor.children[editor.selection.focus.path[0] ?? -1] : undefined;

/**
 * Whether this line holds the cursor: that line is given a compositing layer of its own (see `line` in
 * ScriptEditor.css.ts), so a keystroke re-records one line's display list rather than the whole script's.
 */
export function useCursorLine(editor: HeadlessScriptEditor, line: Descendant): boolean {
  return useSyncExternalStore(
    useCallback((listener) => editor.subscribe(listener), [editor]),
    () => cursorLine(editor) === line,
  );
}
