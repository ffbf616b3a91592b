import { createEditor, Editor, type Element, Range, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import type { PauseElement, ScriptEditor } from './types';

const INLINE_TYPES = new Set<Element['type']>(['pause']);
const VOID_TYPES = new Set<Element['type']>(['pause']);

/** Teaches a Slate editor which script nodes are inline and void. */
export function withScriptNodes<T extends ScriptEditor>(editor: T): T {
  const { isInline, isVoid } = editor;
  editor.isInline = (element) => INLINE_TYPES.has(element.type) || isInline(element);
  editor.isVoid = (element) => VOID_TYPES.has(element.type) || isVoid(element);
  return editor;
}

export function createScriptEditor(): ScriptEditor {
  return withScriptNodes(withHistory(createEditor()));
}

/** Why a pause cannot go here (the spec's tooltip), or null when it can. */
export function canInsertPause(editor: ScriptEditor): string | null {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return '需要将光标移动至停顿位置';
  return null;
}

export function insertPause(editor: ScriptEditor, ms: number): void {
  const reason = canInsertPause(editor);
  if (reason) throw new Error(reason);
  const pause: PauseElement = { type: 'pause', ms, children: [{ text: '' }] };
  Editor.withoutNormalizing(editor, () => {
    Transforms.insertNodes(editor, pause);
    Transforms.move(editor);
  });
}
