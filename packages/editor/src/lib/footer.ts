import { countLength, MARKUP_MAX_LENGTH, type ScriptDocument } from '@dubkit/sdk-core';

export interface FooterOptions {
  /** The length the counter is shown against; the markup limit (8000) by default. */
  maxLength?: number;
  /** When the draft was last saved by itself (ms since the epoch), from the draft store. */
  autoSavedAt?: number | null;
}

export interface FooterData {
  /** Characters as shown: newlines and the markup itself not counted, each node as its original text. */
  length: number;
  maxLength: number;
  overLimit: boolean;
  /** The later of the last change and the last auto-save, or null before either. */
  time: { kind: 'modified' | 'autoSaved'; at: number } | null;
}

/** The editor footer (spec part 2 §2): length over maximum, and the last modified or auto-save time. */
export function footerData(
  document: ScriptDocument,
  modifiedAt: number | null,
  { maxLength = MARKUP_MAX_LENGTH, autoSavedAt = null }: FooterOptions = {},
): FooterData {
  const length = countLength(document);
  let time: FooterData['time'] = null;
  if (autoSavedAt !== null && (modifiedAt === null || autoSavedAt >= modifiedAt)) {
    time = { kind: 'autoSaved', at: autoSavedAt };
  } else if (modifiedAt !== null) time = { kind: 'modified', at: modifiedAt };
  return { length, maxLength, overLimit: length > maxLength, time };
}
