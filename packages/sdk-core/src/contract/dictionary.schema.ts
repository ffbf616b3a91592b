import type { InferInput } from 'valibot';
import { array, boolean, check, maxLength, minLength, optional, picklist, pipe, string } from 'valibot';
import { DICTIONARY_VALUE_MAX, DICTIONARY_WORD_MAX, dictionaryEntryError } from '../markup/dictionary';
import { fields, id, page, pageSize, requiredMax } from './fields';

const kind = picklist(['phoneme', 'alias', 'continuous', 'sayAs'], '请选择读法类型');

/** Request schemas of the pronunciation dictionary; an entry is checked whole by sdk-core's `dictionaryEntryError`. */
export const dictionarySaveBody = pipe(
  fields({
    id: optional(id, 0),
    kind,
    word: requiredMax('词语不能为空', DICTIONARY_WORD_MAX, `词语不能超过${DICTIONARY_WORD_MAX}个字符`),
    value: optional(pipe(string(), maxLength(DICTIONARY_VALUE_MAX, `读法不能超过${DICTIONARY_VALUE_MAX}个字符`)), ''),
    anchorId: optional(id, 0),
    enabled: optional(boolean(), true),
  }),
  // The word's own emptiness and length are the field's to report, once.
  check(
    (entry) => !entry.word || [...entry.word].length > DICTIONARY_WORD_MAX || dictionaryEntryError(entry) === null,
    (issue) => dictionaryEntryError(issue.input as never) ?? '',
  ),
);
export const dictionaryListQuery = fields({
  keyword: optional(pipe(string(), maxLength(DICTIONARY_WORD_MAX)), ''),
  page: optional(page, 1),
  pageSize: optional(pageSize, 20),
});
export const dictionaryDeleteBody = fields({
  ids: pipe(array(id), minLength(1, '请选择要删除的词条'), maxLength(1000)),
});
/** 100 KB: the size Azure allows a lexicon. */
export const DICTIONARY_IMPORT_MAX = 100 * 1024;
export const dictionaryImportBody = fields({
  format: picklist(['pls', 'csv'], '请选择 PLS 或 CSV 文件'),
  text: requiredMax('文件内容为空', DICTIONARY_IMPORT_MAX, '文件不能超过100KB'),
});
export const dictionaryExportQuery = fields({ format: picklist(['pls', 'csv'], '请选择 PLS 或 CSV') });

export type DictionarySaveBody = InferInput<typeof dictionarySaveBody>;
export type DictionaryListQuery = InferInput<typeof dictionaryListQuery>;
export type DictionaryDeleteBody = InferInput<typeof dictionaryDeleteBody>;
export type DictionaryImportBody = InferInput<typeof dictionaryImportBody>;
export type DictionaryExportQuery = InferInput<typeof dictionaryExportQuery>;

export const dictionarySchemas = {
  list: dictionaryListQuery,
  save: dictionarySaveBody,
  delete: dictionaryDeleteBody,
  import: dictionaryImportBody,
  export: dictionaryExportQuery,
};
