/** SSML out and in: the script as W3C or Azure SSML, and SSML read against what the script already knows. */
import {
  exportSsml,
  fromSsml,
  type LeafNode,
  type MultiVoiceNode,
  type ScriptDocument,
  type SsmlDialect,
  type SsmlExport,
  type SsmlImport,
  type SsmlImportOptions,
  type SsmlVoice,
} from '@dubkit/sdk-core/markup';
import { getDocument, replaceDocument } from './content';
import type { HeadlessScriptEditor } from './types';

/** The script as SSML in `dialect`, spoken by `voice`, with what the dialect could not express. */
export function scriptSsml(editor: HeadlessScriptEditor, dialect: SsmlDialect, voice: SsmlVoice): SsmlExport {
  return exportSsml(getDocument(editor), { dialect, voice });
}

/**
 * What a document already knows: the anchor of each of its multi-voice segments by the voice name (and, from Azure,
 * style and role) an export gives it, and its sound effects by file.
 */
export function documentResolvers(document: ScriptDocument): Required<SsmlImportOptions> {
  const segments: MultiVoiceNode[] = [];
  const sounds = new Map<string, { name: string; duration: number }>();
  const noteSound = (item: string | LeafNode) => {
    if (typeof item !== 'string' && item.type === 'soundEffect' && !sounds.has(item.filepath)) {
      sounds.set(item.filepath, { name: item.name, duration: item.duration });
    }
  };
  for (const line of document.lines) {
    for (const item of line) {
      if (typeof item === 'string' || (item.type !== 'multiVoice' && item.type !== 'localProsody')) noteSound(item);
      else {
        item.children.forEach(noteSound);
        if (item.type === 'multiVoice') segments.push(item);
      }
    }
  }
  return {
    resolveVoice: ({ name, style, role }) => {
      const segment = segments.find(
        (candidate) =>
          candidate.anchorName === name &&
          (style === undefined || candidate.templateName === style) &&
          (role === undefined || candidate.role?.value === role),
      );
      if (!segment) return null;
      const { anchorId, anchorName, templateId, templateName } = segment;
      return { anchorId, anchorName, templateId, templateName, ...(segment.role && { role: segment.role }) };
    },
    resolveSound: (src) => sounds.get(src) ?? null,
  };
}

/** Reads SSML (pasted or from a file) against the script's voices and sound effects, changing nothing. */
export function readSsml(editor: HeadlessScriptEditor, text: string): SsmlImport {
  return fromSsml(text, documentResolvers(getDocument(editor)));
}

/** Puts an imported document in place of the script, its smart narration with it (off: the SSML's pauses are its own); one edit undo takes back. */
export function applySsml(editor: HeadlessScriptEditor, document: ScriptDocument): void {
  editor.narration = document.narration;
  replaceDocument(editor, document);
}
