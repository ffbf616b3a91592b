import { createDocument, type ScriptDocument } from '@dubkit/sdk-core/markup';
import { createEditor } from 'slate';
import { fromDocument } from './convert';
import { withScriptHistory } from './history';
import { type EditorMessages, editorMessages } from './messages';
import { withScriptNodes } from './schema';
import type { HeadlessScriptEditor } from './types';

export interface ScriptEditorOptions {
  /** The script to start with; an empty one by default. */
  document?: ScriptDocument;
  /** Overrides of the editor's copy. */
  messages?: Partial<EditorMessages>;
}

/** Lets views follow the editor: `version` and `subscribe`, notified after every change. */
function withSubscriptions<T extends HeadlessScriptEditor>(editor: T): T {
  const { onChange } = editor;
  const listeners = new Set<() => void>();
  editor.version = 0;
  editor.subscribe = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  editor.onChange = (options) => {
    onChange(options);
    editor.version++;
    for (const listener of listeners) listener();
  };
  return editor;
}

/** A headless script editor (no DOM): the schema, the snapshot history and change subscriptions. */
export function createScriptEditor({
  document = createDocument(),
  messages,
}: ScriptEditorOptions = {}): HeadlessScriptEditor {
  const editor = createEditor() as HeadlessScriptEditor;
  editor.children = fromDocument(document);
  editor.narration = document.narration;
  editor.messages = { ...editorMessages, ...messages };
  return withScriptNodes(withScriptHistory(withSubscriptions(editor)));
}
