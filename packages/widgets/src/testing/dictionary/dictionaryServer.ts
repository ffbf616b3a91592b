import {
  type DictionaryDeleteBody,
  type DictionaryEntry,
  type DictionaryImportBody,
  type DictionaryImported,
  type DictionarySaveBody,
  type Envelope,
  routes,
} from '@dubkit/sdk-core';
import { DICTIONARY_ENTRIES_MAX, type DictionaryKind, dictionaryEntryError } from '@dubkit/sdk-core/markup';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { anchors as catalogue } from '../anchors/fixtures';
import { fail, type MockOptions, mock } from '../mock';

/** Story data of the pronunciation dictionary: entries of every kind, and a server that keeps them as the real one. */

const START = Date.UTC(2026, 10, 25, 2, 0);

type Seed = [kind: DictionaryKind, word: string, value: string, anchorId?: number, enabled?: boolean];

const SEEDS: Seed[] = [
  ['phoneme', '银行', '_ hang2'],
  ['alias', 'AI', '人工智能'],
  ['sayAs', 'NBA', 'characters'],
  ['continuous', '不知道', ''],
  ['phoneme', '重庆', 'chong2 qing4'],
  ['alias', 'WHO', '世界卫生组织', 0, false],
  ['phoneme', '长大', 'zhang3 _', 11],
  ['sayAs', 'NASA', 'word'],
  ['phoneme', '音乐', '_ yue4'],
  ['alias', 'DubKit', '配音工坊', 12],
  ['phoneme', '朝阳', 'zhao1 _'],
  ['phoneme', '还有', 'hai2 _'],
  ['continuous', '一会儿', ''],
  ['phoneme', '角色', 'jue2 _'],
  ['phoneme', '处理', 'chu3 _'],
  ['alias', 'km', '公里'],
  ['phoneme', '调整', 'tiao2 _'],
  ['phoneme', '数据', 'shu4 _'],
  ['phoneme', '重新', 'chong2 _'],
  ['sayAs', 'CEO', 'characters'],
  ['phoneme', '行业', 'hang2 _'],
  ['phoneme', '着急', 'zhao2 _'],
  ['alias', 'App', '应用'],
];

const nameOf = (anchorId: number) => catalogue.find((anchor) => anchor.id === anchorId)?.name;

/** An entry as the server lists it. */
export function dictionaryEntry(
  id: number,
  [kind, word, value, anchorId = 0, enabled = true]: Seed,
  updatedAt = START - id * 60_000,
): DictionaryEntry {
  return { id, kind, word, value, anchorId, anchorName: anchorId ? (nameOf(anchorId) ?? '') : '', enabled, updatedAt };
}

/** 23 entries of every kind, some for one voice, one turned off: two pages of 20. */
export const dictionaryEntries: readonly DictionaryEntry[] = SEEDS.map((seed, index) =>
  dictionaryEntry(index + 1, seed),
);

const KIND_NAMES: Record<DictionaryKind, string> = {
  phoneme: '多音字',
  alias: '别名',
  continuous: '连读',
  sayAs: '读法',
};
const KINDS = Object.keys(KIND_NAMES) as DictionaryKind[];

/** A CSV import as the reference server reads it (without quoted cells): each line kept or refused with why. */
function readCsv(text: string) {
  const rows: Array<{ line: number; entry: Omit<DictionarySaveBody, 'id'> }> = [];
  const refused: DictionaryImported['refused'] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = index + 1;
      if (!raw.trim() || (index === 0 && raw.startsWith('类型'))) return;
      const [kindName = '', word = '', value = '', anchor = '0', enabled = '1'] = raw.split(',').map((c) => c.trim());
      const kind = KINDS.find((k) => k === kindName || KIND_NAMES[k] === kindName);
      if (!kind) refused.push({ line, message: `第一列应为 ${Object.values(KIND_NAMES).join('、')} 之一` });
      else if (!/^\d+$/.test(anchor)) refused.push({ line, message: '主播ID应为数字（0 表示所有主播）' });
      else rows.push({ line, entry: { kind, word, value, anchorId: Number(anchor), enabled: enabled !== '0' } });
    });
  return { rows, refused };
}

/** A PLS import: each lexeme's graphemes with its phoneme (pinyin with tone numbers) or alias. */
function readPls(text: string) {
  const rows: Array<{ line: number; entry: Omit<DictionarySaveBody, 'id'> }> = [];
  const refused: DictionaryImported['refused'] = [];
  if (!/<lexicon[\s>]/.test(text)) refused.push({ line: 1, message: '不是 PLS 词典文件（缺少 lexicon）' });
  const inner = (block: string, tag: string) =>
    [...block.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => (match[1] ?? '').trim());
  for (const match of text.matchAll(/<lexeme>([\s\S]*?)<\/lexeme>/g)) {
    const line = text.slice(0, match.index).split('\n').length;
    const block = match[1] ?? '';
    const [phoneme] = inner(block, 'phoneme');
    const [alias] = inner(block, 'alias');
    for (const word of inner(block, 'grapheme')) {
      if (phoneme)
        rows.push({ line, entry: { kind: 'phoneme', word, value: phoneme.replace(/([a-z])\s+([1-5])\b/gi, '$1$2') } });
      else if (alias) rows.push({ line, entry: { kind: 'alias', word, value: alias } });
      else refused.push({ line, message: `「${word}」没有读音或别名` });
    }
  }
  return { rows, refused };
}

export interface DictionaryServerOptions {
  /** The entries as the story opens (none: an empty dictionary). */
  initial?: readonly DictionaryEntry[];
  /** An envelope in place of the list's answer (a failure). */
  listFailure?: Envelope<null>;
  /** Holds each call back (loading states). */
  delayMs?: MockOptions['delayMs'];
  /** Hears each call's body. */
  onList?: (query: URLSearchParams) => void;
  onSave?: (body: DictionarySaveBody) => void;
  onDelete?: (body: DictionaryDeleteBody) => void;
  onImport?: (body: DictionaryImportBody) => void;
}

/**
 * The dictionary's server, as the reference server keeps it: lists newest first with the keyword in the word or the
 * reading, checks an entry with sdk-core's rule, replaces the entry of the same word and voice, refuses an unknown
 * voice and the 1001st entry, imports CSV and PLS line by line, and exports either. The anchors' search by name
 * answers from the library's story catalogue. `reset` (call it as the story mounts) starts again from `initial`.
 */
export function dictionaryServer({
  initial = [],
  listFailure,
  delayMs,
  onList,
  onSave,
  onDelete,
  onImport,
}: DictionaryServerOptions = {}) {
  let kept = [...initial];
  let nextId = 1000;
  let clock = START;
  const calls = routes.dictionary;

  const save = (input: DictionarySaveBody): DictionaryEntry | Envelope<null> => {
    const { id, kind, word = '', value = '', anchorId = 0, enabled = true } = input;
    const refused = dictionaryEntryError({ kind, word, value });
    if (refused) return fail(400, refused);
    if (anchorId && !nameOf(anchorId)) return fail(400, `无法识别主播：${anchorId}`);
    const trimmed = word.trim();
    const same = id
      ? kept.find((entry) => entry.id === id)
      : kept.find((entry) => entry.word === trimmed && entry.anchorId === anchorId);
    if (id && !same) return fail(404, '词条不存在');
    if (same && kept.some((entry) => entry.id !== same.id && entry.word === trimmed && entry.anchorId === anchorId))
      return fail(400, `「${trimmed}」已有词条`);
    if (!same && kept.length >= DICTIONARY_ENTRIES_MAX)
      return fail(400, `词典最多${DICTIONARY_ENTRIES_MAX}个词条，请先删除不用的词条`);
    clock += 60_000;
    const saved = dictionaryEntry(
      same?.id ?? nextId++,
      [kind, trimmed, kind === 'continuous' ? '' : value.trim(), anchorId, enabled],
      clock,
    );
    kept = [saved, ...kept.filter((entry) => entry.id !== saved.id)];
    return saved;
  };

  const exported = (format: string) => {
    if (format === 'csv')
      return `\uFEFF类型,词语,读法,主播ID,启用\n${[...kept]
        .sort((a, b) => a.id - b.id)
        .map((e) => [KIND_NAMES[e.kind], e.word, e.value, e.anchorId, e.enabled ? 1 : 0].join(','))
        .join('\n')}\n`;
    const lexemes = kept
      .filter((e) => e.enabled && !e.anchorId && (e.kind === 'phoneme' || e.kind === 'alias'))
      .map(
        (e) =>
          `  <lexeme>\n    <grapheme>${e.word}</grapheme>\n    ${e.kind === 'phoneme' ? `<phoneme>${e.value}</phoneme>` : `<alias>${e.value}</alias>`}\n  </lexeme>`,
      );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="x-pinyin" xml:lang="zh-CN">\n${lexemes.join('\n')}\n</lexicon>\n`;
  };

  return {
    reset: () => {
      kept = [...initial];
      nextId = 1000;
      clock = START;
    },
    /** The entries as the server holds them now. */
    entries: () => kept,
    handlers: [
      mock(
        calls.list,
        ({ query }) => {
          onList?.(query);
          if (listFailure) return listFailure;
          const keyword = (query.get('keyword') ?? '').trim();
          const page = Number(query.get('page') ?? 1);
          const pageSize = Number(query.get('pageSize') ?? 20);
          const found = kept
            .filter((entry) => !keyword || entry.word.includes(keyword) || entry.value.includes(keyword))
            .sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id);
          return { total: found.length, list: found.slice((page - 1) * pageSize, page * pageSize) };
        },
        { delayMs },
      ),
      mock(
        calls.save,
        ({ body }) => {
          onSave?.(body as DictionarySaveBody);
          return save(body as DictionarySaveBody);
        },
        { delayMs },
      ),
      mock(
        calls.delete,
        ({ body }) => {
          const { ids } = body as DictionaryDeleteBody;
          onDelete?.(body as DictionaryDeleteBody);
          kept = kept.filter((entry) => !ids.includes(entry.id));
          return null;
        },
        { delayMs },
      ),
      mock(
        calls.import,
        ({ body }) => {
          const { format, text } = body as DictionaryImportBody;
          onImport?.(body as DictionaryImportBody);
          const read = format === 'pls' ? readPls(text) : readCsv(text);
          const result: DictionaryImported = { added: 0, updated: 0, refused: [...read.refused] };
          for (const { line, entry } of read.rows) {
            const existed = kept.some((e) => e.word === entry.word.trim() && e.anchorId === (entry.anchorId ?? 0));
            const saved = save(entry);
            if ('code' in saved) result.refused.push({ line, message: saved.message });
            else if (existed) result.updated++;
            else result.added++;
          }
          result.refused.sort((a, b) => a.line - b.line);
          return result;
        },
        { delayMs },
      ),
      http.get(calls.export.path, async ({ request }) => {
        if (delayMs !== undefined) await delay(delayMs);
        const format = new URL(request.url).searchParams.get('format') ?? 'csv';
        return new HttpResponse(exported(format), {
          headers: {
            'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pls+xml; charset=utf-8',
          },
        });
      }),
      mock(routes.anchors.searchByName, ({ query }) => {
        const name = query.get('name') ?? '';
        const list = catalogue.filter((anchor) => anchor.name.includes(name));
        return { total: list.length, list: list.slice(0, 20) };
      }),
    ] as RequestHandler[],
  };
}
