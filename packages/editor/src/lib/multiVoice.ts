import type { VoiceSelection } from '@dubkit/sdk-core/markup';
import { Editor, Element, Node, type Path, Transforms } from 'slate';
import type { HeadlessScriptEditor, MultiVoiceElement } from './types';

const isMultiVoice = (node: Node): node is MultiVoiceElement =>
  Element.isElement(node) && (node as { type?: string }).type === 'multiVoice';

const VOICE_KEYS = ['anchorId', 'anchorName', 'templateId', 'templateName', 'pitch', 'speed', 'volume'] as const;

/**
 * Gives a multi-voice segment another voice (the multi-voice picker opened on it); with `all`, every segment spoken
 * by the same anchor as that one changes too (替换全部). One edit: a single undo takes it all back.
 */
export function replaceMultiVoice(
  editor: HeadlessScriptEditor,
  at: Path,
  voice: VoiceSelection,
  { all = false }: { all?: boolean } = {},
): void {
  const chosen = Node.get(editor, at);
  if (!isMultiVoice(chosen)) throw new Error(`No multiVoice node at [${at.join(',')}]`);
  const targets = all
    ? [...Editor.nodes(editor, { at: [], match: (node) => isMultiVoice(node) && node.anchorId === chosen.anchorId })]
    : [[chosen, at] as const];
  const changes: Partial<MultiVoiceElement> = {};
  for (const key of VOICE_KEYS) (changes as Record<string, unknown>)[key] = voice[key];
  if (voice.role) changes.role = voice.role;
  Editor.withoutNormalizing(editor, () => {
    for (const [, path] of targets) {
      // A voice without a role takes the old role away.
      if (!voice.role) Transforms.unsetNodes(editor, 'role', { at: path });
      Transforms.setNodes(editor, changes, { at: path });
    }
  });
}

/** How many segments 替换全部 would change: those spoken by the same anchor as the one at `at`. */
export function sameVoiceSegments(editor: HeadlessScriptEditor, at: Path): number {
  const chosen = Node.get(editor, at);
  if (!isMultiVoice(chosen)) return 0;
  return [...Editor.nodes(editor, { at: [], match: (node) => isMultiVoice(node) && node.anchorId === chosen.anchorId })]
    .length;
}
