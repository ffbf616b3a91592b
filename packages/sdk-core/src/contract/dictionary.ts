import type { DictionaryKind } from '../markup/dictionary';
import { get, getBinary, type Page, post } from './define';
import type {
  DictionaryDeleteBody,
  DictionaryExportQuery,
  DictionaryImportBody,
  DictionaryListQuery,
  DictionarySaveBody,
} from './dictionary.schema';

/** One entry of a creator's pronunciation dictionary (see sdk-core's `applyDictionary` for what each kind does). */
export interface DictionaryEntry {
  id: number;
  kind: DictionaryKind;
  word: string;
  value: string;
  /** The anchor it is for; 0: every voice. */
  anchorId: number;
  /** The anchor's name, when it is for one. */
  anchorName: string;
  enabled: boolean;
  updatedAt: number;
}

/** What an import did: entries added and replaced, and each line it could not read (with why). */
export interface DictionaryImported {
  added: number;
  updated: number;
  refused: Array<{ line: number; message: string }>;
}

/** Not in the spec: the creator's pronunciation dictionary (读音词典), applied to every audition and task. */
export const dictionary = {
  list: get<DictionaryListQuery, Page<DictionaryEntry>>('/api/dictionary/list'),
  /** Adds an entry (no id) or replaces one; an entry for the same word and voice is replaced. */
  save: post<DictionarySaveBody, DictionaryEntry>('/api/dictionary/save'),
  delete: post<DictionaryDeleteBody, null>('/api/dictionary/delete'),
  /** Entries from W3C PLS or CSV text (as `export` writes them). */
  import: post<DictionaryImportBody, DictionaryImported>('/api/dictionary/import'),
  /** Every entry as a W3C PLS lexicon (polyphone readings and aliases) or CSV (every kind), as a file. */
  export: getBinary<DictionaryExportQuery, ArrayBuffer>('/api/dictionary/export'),
};
