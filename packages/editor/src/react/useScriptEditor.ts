import { plainText } from '@dubkit/sdk-core/markup';
import { useState } from 'react';
import { Editor } from 'slate';
import { type ReactEditor, withReact } from 'slate-react';
import { insertPlainText } from '../lib/content';
import { toDocument } from '../lib/convert';
import { createScriptEditor, type ScriptEditorOptions } from '../lib/editor';
import type { HeadlessScriptEditor } from '../lib/types';

export type ScriptReactEditor = HeadlessScriptEditor & ReactEditor;

/** A script editor for `<ScriptEditor>`: paste takes plain text only, copy gives the text as the creator sees it. */
export function createScriptReactEditor(options?: ScriptEditorOptions): ScriptReactEditor {
  const editor = withReact(createScriptEditor(options));
  const { setFragmentData } = editor;
  editor.insertData = (data) => insertPlainText(editor, data.getData('text/plain'));
  editor.setFragmentData = (data, originEvent) => {
    setFragmentData(data, originEvent);
    // The DOM's text would carry the nodes' badges; the plain text is each node's original text.
    if (editor.selection) {
      data.setData('text/plain', plainText(toDocument(Editor.fragment(editor, editor.selection), editor.narration)));
    }
  };
  return editor;
}

/** The editor of a `<ScriptEditor>`, created once per component. */
export function useScriptEditor(options?: ScriptEditorOptions): ScriptReactEditor {
  const [editor] = useState(() => createScriptReactEditor(options));
  return editor;
}
