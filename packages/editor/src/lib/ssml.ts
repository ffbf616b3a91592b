/**
 * SSML out and in: the script as W3C or Azure SSML, and an imported document put in its place. Reading SSML is
 * `fromSsml` with `documentResolvers(getDocument(editor))` from `@dubkit/sdk-core/ssml`, loaded when needed.
 */
import {
  exportSsml,
  type ScriptDocument,
  type SsmlDialect,
  type SsmlExport,
  type SsmlVoice,
} from '@dubkit/sdk-core/markup';
import { getDocument, replaceDocument } from './content';
import type { HeadlessScriptEditor } from './types';

/** The script as SSML in `dialect`, spoken by `voice`, with what the dialect could not express. */
export function scriptSsml(editor: HeadlessScriptEditor, dialect: SsmlDialect, voice: SsmlVoice): SsmlExport {
  return exportSsml(getDocument(editor), { dialect, voice });
}

/**
 * Puts an imported document in place of the script, its smart narration with it (off: the SSML's pauses are its
 * own); one edit undo takes back.
 */
export function applySsml(editor: HeadlessScriptEditor, document: ScriptDocument): void {
  editor.narration = document.narration;
  replaceDocument(editor, document);
}
