import type { DictionaryEntry, DictionaryImported, DictionarySaveBody, Page } from '@dubkit/sdk-core';
import {
  DICTIONARY_ENTRIES_MAX,
  type DictionaryKind,
  type DictionaryWord,
  dictionaryEntryError,
} from '@dubkit/sdk-core/markup';
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { Parser } from 'htmlparser2';
import { sql } from 'kysely';
import { pinyin } from 'pinyin-pro';
import type { DictionaryEntriesTable } from '../db/schema';
import { anchorName } from './catalogue';
import type { ServerContext } from './context';
import { badRequest, notFound } from './errors';

type Row = Omit<DictionaryEntriesTable, 'id' | 'anchor_id' | 'enabled'> & {
  id: number;
  anchor_id: number;
  enabled: number;
};

const KINDS: readonly DictionaryKind[] = ['phoneme', 'alias', 'continuous', 'sayAs'];

const word = (row: Row): DictionaryWord => ({
  id: row.id,
  kind: row.kind as DictionaryKind,
  word: row.word,
  value: row.value,
  anchorId: row.anchor_id,
  enabled: row.enabled === 1,
});

/** A user's entries that are on, as `applyDictionary` takes them (every audition and task reads these). */
export async function dictionaryWords(ctx: ServerContext, userId: number): Promise<DictionaryWord[]> {
  const rows = await ctx.db
    .selectFrom('dictionary_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('enabled', '=', 1)
    .execute();
  return rows.map(word);
}

async function entryOf(ctx: ServerContext, row: Row): Promise<DictionaryEntry> {
  return {
    ...word(row),
    anchorName: row.anchor_id ? ((await anchorName(ctx, row.anchor_id)) ?? '') : '',
    updatedAt: row.updated_at,
  };
}

export async function listDictionary(
  ctx: ServerContext,
  userId: number,
  { keyword = '', page = 1, pageSize = 20 }: { keyword?: string; page?: number; pageSize?: number },
): Promise<Page<DictionaryEntry>> {
  let query = ctx.db.selectFrom('dictionary_entries').where('user_id', '=', userId);
  const term = keyword.trim();
  // The keyword is text, not a pattern: % and _ (the reading's "as usual") match only themselves.
  const pattern = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
  if (term)
    query = query.where(
      (eb) =>
        sql<boolean>`(${eb.ref('word')} like ${pattern} escape '\\' or ${eb.ref('value')} like ${pattern} escape '\\')`,
    );
  const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: Number(total), list: await Promise.all(rows.map((row) => entryOf(ctx, row))) };
}

const limitMessage = `词典最多${DICTIONARY_ENTRIES_MAX}个词条，请先删除不用的词条`;

type EntryInput = Required<Omit<DictionarySaveBody, 'id'>> & { id?: number };

/**
 * Adds or replaces an entry: by id (the user's own), else the entry for the same word and voice. A new one counts
 * against DICTIONARY_ENTRIES_MAX, reserved in the database so parallel saves cannot pass it.
 */
export async function saveDictionaryEntry(
  ctx: ServerContext,
  userId: number,
  input: EntryInput,
): Promise<DictionaryEntry> {
  const { id } = await keepEntry(ctx, userId, input);
  const row = await ctx.db.selectFrom('dictionary_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return entryOf(ctx, row);
}

/** Checks and keeps an entry (see saveDictionaryEntry): its id, and whether it was added rather than replaced. */
async function keepEntry(
  ctx: ServerContext,
  userId: number,
  input: EntryInput,
): Promise<{ id: number; added: boolean }> {
  const refused = dictionaryEntryError(input);
  if (refused) throw badRequest(refused);
  if (input.anchorId && !(await anchorName(ctx, input.anchorId))) throw badRequest(`无法识别主播：${input.anchorId}`);
  const values = {
    kind: input.kind,
    word: input.word.trim(),
    value: input.kind === 'continuous' ? '' : input.value.trim(),
    anchor_id: input.anchorId,
    enabled: input.enabled ? 1 : 0,
    updated_at: ctx.now(),
  };
  return ctx.db.transaction().execute(async (trx) => {
    // PostgreSQL: one user's saves wait for each other here, so the count below holds (SQLite has one writer).
    if (ctx.dialect === 'postgres') await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
    const same = input.id
      ? await trx
          .selectFrom('dictionary_entries')
          .select('id')
          .where('id', '=', input.id)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      : await trx
          .selectFrom('dictionary_entries')
          .select('id')
          .where('user_id', '=', userId)
          .where('word', '=', values.word)
          .where('anchor_id', '=', values.anchor_id)
          .executeTakeFirst();
    if (input.id && !same) throw notFound('词条不存在');
    if (same) {
      const clash = await trx
        .selectFrom('dictionary_entries')
        .select('id')
        .where('user_id', '=', userId)
        .where('word', '=', values.word)
        .where('anchor_id', '=', values.anchor_id)
        .where('id', '!=', same.id)
        .executeTakeFirst();
      if (clash) throw badRequest(`「${values.word}」已有词条`);
      await trx.updateTable('dictionary_entries').set(values).where('id', '=', same.id).execute();
      return { id: same.id, added: false };
    }
    const { n } = await trx
      .selectFrom('dictionary_entries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= DICTIONARY_ENTRIES_MAX) throw badRequest(limitMessage);
    const { id } = await trx
      .insertInto('dictionary_entries')
      .values({ ...values, user_id: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, added: true };
  });
}

/** Deletes the user's entries among `ids` (another user's ids are simply not theirs to delete). */
export async function deleteDictionaryEntries(ctx: ServerContext, userId: number, ids: readonly number[]) {
  await ctx.db
    .deleteFrom('dictionary_entries')
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
}

// ----------------------------------------------------------------------------------------------------------------
// Files: W3C PLS (polyphone readings and aliases, what other engines read) and CSV (every kind, DubKit's own).

const CSV_COLUMNS = ['类型', '词语', '读法', '主播ID', '启用'];
const KIND_NAMES: Record<DictionaryKind, string> = {
  phoneme: '多音字',
  alias: '别名',
  continuous: '连读',
  sayAs: '读法',
};

/** A phoneme value with every character's syllable, `_` filled with its usual reading (another engine needs them all). */
function fullReading(entry: DictionaryWord): string {
  const usual = pinyin(entry.word, { toneType: 'num', type: 'array' });
  return entry.value
    .trim()
    .split(/\s+/)
    .map((part, i) => (part === '_' ? (usual[i] ?? '').replace('ü', 'v').replace(/0$/, '5') : part))
    .join(' ');
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** The user's entries as a file: PLS 1.0 (x-pinyin phonemes, aliases; other kinds have no PLS form) or CSV. */
export async function exportDictionary(ctx: ServerContext, userId: number, format: 'pls' | 'csv') {
  const rows = await ctx.db
    .selectFrom('dictionary_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const entries = rows.map(word);
  if (format === 'csv') {
    const body = stringifyCsv([
      CSV_COLUMNS,
      ...entries.map((e) => [KIND_NAMES[e.kind], e.word, e.value, e.anchorId, e.enabled ? 1 : 0]),
    ]);
    return { body: `\uFEFF${body}`, type: 'text/csv; charset=utf-8', extension: 'csv' };
  }
  const lexemes = entries
    .filter((e) => e.enabled && !e.anchorId && (e.kind === 'phoneme' || e.kind === 'alias'))
    .map(
      (e) =>
        `  <lexeme>\n    <grapheme>${escapeXml(e.word)}</grapheme>\n    ${
          e.kind === 'phoneme'
            ? `<phoneme>${escapeXml(fullReading(e))}</phoneme>`
            : `<alias>${escapeXml(e.value)}</alias>`
        }\n  </lexeme>`,
    );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="x-pinyin" xml:lang="zh-CN">\n${lexemes.join('\n')}\n</lexicon>\n`;
  return { body, type: 'application/pls+xml; charset=utf-8', extension: 'pls' };
}

interface Imported {
  line: number;
  entry: Omit<DictionaryWord, 'id'>;
}

/** A PLS lexicon's lexemes: each grapheme with its first phoneme (pinyin with tone numbers) or alias. */
function readPls(text: string): { entries: Imported[]; refused: DictionaryImported['refused'] } {
  const entries: Imported[] = [];
  const refused: DictionaryImported['refused'] = [];
  let lexeme: { line: number; graphemes: string[]; phoneme?: string; alias?: string } | null = null;
  let field: 'grapheme' | 'phoneme' | 'alias' | null = null;
  let buffer = '';
  let sawLexicon = false;
  let line = 1;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'lexicon') sawLexicon = true;
        if (name === 'lexeme') lexeme = { line, graphemes: [] };
        if (name === 'grapheme' || name === 'phoneme' || name === 'alias') {
          field = name;
          buffer = '';
        }
      },
      ontext(data) {
        line += data.split('\n').length - 1;
        if (field) buffer += data;
      },
      onclosetag(name) {
        const current = lexeme as { line: number; graphemes: string[]; phoneme?: string; alias?: string } | null;
        if (current && field === name) {
          if (name === 'grapheme') current.graphemes.push(buffer.trim());
          else current[name] ??= buffer.trim();
          field = null;
        }
        if (name !== 'lexeme' || !current) return;
        lexeme = null;
        for (const grapheme of current.graphemes) {
          if (current.phoneme) {
            // `yin2 hang2`, or Azure's sapi `yin 2 hang 2`.
            const value = current.phoneme.replace(/([a-zü])\s+([1-5])\b/gi, '$1$2').replace(/ü/g, 'v');
            entries.push({
              line: current.line,
              entry: { kind: 'phoneme', word: grapheme, value, anchorId: 0, enabled: true },
            });
          } else if (current.alias)
            entries.push({
              line: current.line,
              entry: { kind: 'alias', word: grapheme, value: current.alias, anchorId: 0, enabled: true },
            });
          else refused.push({ line: current.line, message: `「${grapheme}」没有读音或别名` });
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(text);
  parser.end();
  if (!sawLexicon) refused.push({ line: 1, message: '不是 PLS 词典文件（缺少 lexicon）' });
  return { entries, refused };
}

function readCsv(text: string): { entries: Imported[]; refused: DictionaryImported['refused'] } {
  const entries: Imported[] = [];
  const refused: DictionaryImported['refused'] = [];
  let records: string[][];
  try {
    records = parseCsv(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    return { entries, refused: [{ line: 1, message: `CSV 格式错误：${(error as Error).message}` }] };
  }
  records.forEach((record, index) => {
    const line = index + 1;
    if (index === 0 && record[0] === CSV_COLUMNS[0]) return;
    const [kindName = '', word = '', value = '', anchor = '0', enabled = '1'] = record.map((cell) => cell.trim());
    const kind = KINDS.find((k) => k === kindName || KIND_NAMES[k] === kindName);
    if (!kind) {
      refused.push({ line, message: `第一列应为 ${Object.values(KIND_NAMES).join('、')} 之一` });
      return;
    }
    if (!/^\d+$/.test(anchor)) {
      refused.push({ line, message: '主播ID应为数字（0 表示所有主播）' });
      return;
    }
    entries.push({ line, entry: { kind, word, value, anchorId: Number(anchor), enabled: enabled !== '0' } });
  });
  return { entries, refused };
}

/** Entries from a PLS or CSV file: each line kept, replaced, or refused with why; nothing refused silently. */
export async function importDictionary(
  ctx: ServerContext,
  userId: number,
  format: 'pls' | 'csv',
  text: string,
): Promise<DictionaryImported> {
  const read = format === 'pls' ? readPls(text) : readCsv(text);
  const result: DictionaryImported = { added: 0, updated: 0, refused: [...read.refused] };
  for (const { line, entry } of read.entries) {
    try {
      if ((await keepEntry(ctx, userId, entry)).added) result.added++;
      else result.updated++;
    } catch (error) {
      // A refused entry (the rule's own message, the limit, an unknown anchor) is that line's answer.
      result.refused.push({ line, message: (error as Error).message });
    }
  }
  result.refused.sort((a, b) => a.line - b.line);
  return result;
}
