/**
 * Fixture notation for the editor's tests: a script written as the body of its markup (content version 2), with
 * the selection marked in its text — `|` a cursor, `[` the anchor and `]` the focus of a range.
 */
import { MARKUP_NAMESPACE, parse, serialize } from '@dubkit/sdk-core/markup';
import { createEditor, Node, Path, type Point, Transforms } from 'slate';
import { toDocument } from '../convert';
import { createScriptEditor } from '../editor';
import { withScriptNodes } from '../schema';
import type { HeadlessScriptEditor } from '../types';

const OPEN = `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="${MARKUP_NAMESPACE}" xml:lang="zh-CN">`;
const CLOSE = '</speak>';

/** The markup document of a body. */
export const documentOf = (body: string) => parse(OPEN + body + CLOSE);

/** An editor holding the body, its selection set from the markers. */
export function editorWith(body: string): HeadlessScriptEditor {
  const editor = createScriptEditor({ document: documentOf(body) });
  const marks: Record<string, Point> = {};
  for (const [node, path] of Node.texts(editor)) {
    let text = '';
    for (const char of node.text) {
      if (char === '|' || char === '[' || char === ']') marks[char] = { path, offset: text.length };
      else text += char;
    }
    // A fresh editor's nodes are its own, so the markers can be taken out in place.
    (node as { text: string }).text = text;
  }
  const anchor = marks['|'] ?? marks['['];
  const focus = marks['|'] ?? marks[']'];
  if (anchor && focus) editor.selection = { anchor, focus };
  return editor;
}

/** The editor's content as a markup body with its selection marked. */
export function markup(editor: HeadlessScriptEditor): string {
  const copy = withScriptNodes(createEditor());
  copy.children = editor.children;
  const { selection } = editor;
  if (selection) {
    const { anchor, focus } = selection;
    const marks: [Point, string][] =
      anchor.path.join() === focus.path.join() && anchor.offset === focus.offset
        ? [[anchor, '|']]
        : [
            [anchor, '['],
            [focus, ']'],
          ];
    // The later mark first, so the earlier one's offset still holds.
    marks.sort(([a], [b]) => (Path.compare(a.path, b.path) || a.offset - b.offset) * -1);
    for (const [at, mark] of marks) Transforms.insertText(copy, mark, { at });
  }
  const xml = serialize(toDocument(copy.children, editor.narration));
  return xml.slice(OPEN.length, -CLOSE.length);
}
