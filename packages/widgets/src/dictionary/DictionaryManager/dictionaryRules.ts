import type { DictionaryEntry, DictionarySaveBody } from '@dubkit/sdk-core';
import { type DictionaryKind, dictionaryEntryError, parsePinyinSyllable, toneMarked } from '@dubkit/sdk-core/markup';

/** The pronunciation dictionary page's rules: what a row shows, the add/edit form, selection, files. */

/** Entries a page of the list shows. */
export const DICTIONARY_PAGE_SIZE = 20;
/** The search box asks the server once typing pauses this long. */
export const DICTIONARY_SEARCH_DEBOUNCE_MS = 300;
/** The kinds in the order the form offers them. */
export const DICTIONARY_KINDS: readonly DictionaryKind[] = ['phoneme', 'alias', 'continuous', 'sayAs'];
/** What a say-as entry may say. */
export const SAY_AS_VALUES = ['characters', 'word'] as const;
export type SayAsValue = (typeof SAY_AS_VALUES)[number];

export type DictionaryFileFormat = 'csv' | 'pls';
/** The files the import takes: CSV, and W3C PLS (`.pls`, or the `.xml` some engines save it as). */
export const DICTIONARY_IMPORT_ACCEPT = '.csv,.pls,.xml';

/** A file's format from its name's extension; null for any other file. */
export function importFormatOf(fileName: string): DictionaryFileFormat | null {
  const extension = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === 'csv') return 'csv';
  if (extension === 'pls' || extension === 'xml') return 'pls';
  return null;
}

/** The downloaded file of an export: its name (the page's title and the format) and its type. */
export function exportFileOf(title: string, format: DictionaryFileFormat): { name: string; type: string } {
  return {
    name: `${title}.${format}`,
    type: format === 'csv' ? 'text/csv;charset=utf-8' : 'application/pls+xml;charset=utf-8',
  };
}

/**
 * A polyphone entry's reading as a reader reads it: each character's syllable with its tone mark, a character read as
 * usual (`_`) as itself (银行 + `_ hang2` → 银 háng). A malformed value is shown as written.
 */
export function phonemeShown(word: string, value: string): string {
  const characters = [...word.trim()];
  const parts = value.trim().split(/\s+/);
  if (parts.length !== characters.length) return value;
  return parts
    .map((part, i) => {
      if (part === '_') return characters[i];
      const reading = parsePinyinSyllable(part.toLowerCase());
      return reading ? toneMarked(reading.pinyin, reading.tone) : part;
    })
    .join(' ');
}

/** The words a row uses for kinds, say-as readings and voices (the page's copy). */
export interface EntryLabels {
  kinds: Readonly<Record<DictionaryKind, string>>;
  sayAs: Readonly<Record<SayAsValue, string>>;
  /** What a continuous entry's reading column says. */
  continuous: string;
  allVoices: string;
}

/** What a row of the list shows of an entry. */
export function entryRow(entry: DictionaryEntry, labels: EntryLabels) {
  const reading =
    entry.kind === 'phoneme'
      ? phonemeShown(entry.word, entry.value)
      : entry.kind === 'alias'
        ? entry.value
        : entry.kind === 'sayAs'
          ? (labels.sayAs[entry.value as SayAsValue] ?? entry.value)
          : labels.continuous;
  return {
    kind: labels.kinds[entry.kind],
    reading,
    voice: entry.anchorId ? entry.anchorName || `#${entry.anchorId}` : labels.allVoices,
  };
}

/** A voice an entry can be for. */
export interface DictionaryVoiceChoice {
  id: number;
  name: string;
}

/** The add/edit form's values. */
export interface EntryDraft {
  /** The entry edited; absent when adding. */
  id?: number;
  kind: DictionaryKind;
  word: string;
  value: string;
  /** Every voice, or the one in `voice`. */
  scope: 'all' | 'one';
  voice: DictionaryVoiceChoice | null;
  enabled: boolean;
}

/** The form for a new entry (a polyphone reading for every voice), or filled in from an entry to edit. */
export function draftOf(entry?: DictionaryEntry): EntryDraft {
  if (!entry) return { kind: 'phoneme', word: '', value: '', scope: 'all', voice: null, enabled: true };
  return {
    id: entry.id,
    kind: entry.kind,
    word: entry.word,
    value: entry.value,
    scope: entry.anchorId ? 'one' : 'all',
    voice: entry.anchorId ? { id: entry.anchorId, name: entry.anchorName || `#${entry.anchorId}` } : null,
    enabled: entry.enabled,
  };
}

/**
 * The form with another kind: a say-as entry starts at 逐个字母, a continuous one has no value, and text typed for a
 * reading or an alias stays when switching between those two.
 */
export function withKind(draft: EntryDraft, kind: DictionaryKind): EntryDraft {
  if (kind === draft.kind) return draft;
  const textual = (k: DictionaryKind) => k === 'phoneme' || k === 'alias';
  const value = kind === 'sayAs' ? 'characters' : kind === 'continuous' ? '' : textual(draft.kind) ? draft.value : '';
  return { ...draft, kind, value };
}

export type DraftField = 'word' | 'value' | 'voice';

/**
 * Why the form cannot be saved, and the field it is about: the entry rule the server applies (sdk-core's
 * `dictionaryEntryError`, so the message is the server's), and a chosen voice when the entry is for one.
 */
export function draftError(draft: EntryDraft, voiceMissing: string): { field: DraftField; message: string } | null {
  const wordError = dictionaryEntryError({ kind: 'continuous', word: draft.word, value: '' });
  if (wordError) return { field: 'word', message: wordError };
  const error = dictionaryEntryError(draft);
  if (error) return { field: 'value', message: error };
  if (draft.scope === 'one' && !draft.voice) return { field: 'voice', message: voiceMissing };
  return null;
}

/** What the save call sends for the form. */
export function saveBodyOf(draft: EntryDraft): DictionarySaveBody {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    kind: draft.kind,
    word: draft.word.trim(),
    value: draft.kind === 'continuous' ? '' : draft.value.trim(),
    anchorId: draft.scope === 'one' && draft.voice ? draft.voice.id : 0,
    enabled: draft.enabled,
  };
}

/** What the save call sends to turn an entry on or off, the rest as it is. */
export function toggleBodyOf(entry: DictionaryEntry, enabled: boolean): DictionarySaveBody {
  const { id, kind, word, value, anchorId } = entry;
  return { id, kind, word, value, anchorId, enabled };
}

/** The selection with one entry added or taken out. */
export function toggledOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** How much of a page is selected: its header checkbox is ticked, mixed or clear. */
export function pageSelection(selected: ReadonlySet<number>, pageIds: readonly number[]): 'none' | 'some' | 'all' {
  const count = pageIds.filter((id) => selected.has(id)).length;
  return count === 0 ? 'none' : count === pageIds.length ? 'all' : 'some';
}

/** The header checkbox pressed: a fully selected page is cleared, else every entry of it is selected. */
export function toggledPage(selected: ReadonlySet<number>, pageIds: readonly number[]): Set<number> {
  const next = new Set(selected);
  if (pageSelection(selected, pageIds) === 'all') for (const id of pageIds) next.delete(id);
  else for (const id of pageIds) next.add(id);
  return next;
}

/** The selection kept of what the page shows (a new page or search drops what is no longer listed). */
export function selectionOn(selected: ReadonlySet<number>, pageIds: readonly number[]): Set<number> {
  return new Set(pageIds.filter((id) => selected.has(id)));
}
