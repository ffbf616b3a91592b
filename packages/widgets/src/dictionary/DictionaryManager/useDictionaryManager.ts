import { type DictionaryEntry, type DictionaryImported, userFacingMessage } from '@dubkit/sdk-core';
import { media, useMediaQuery } from '@dubkit/ui';
import { useEffect, useRef, useState } from 'react';
import { useDubKit, useSession } from '../../provider';
import { type SaveBlob, saveBlob } from '../../shared/download';
import { format } from '../../shared/format';
import { usePagedList } from '../../shared/usePagedList';
import { useDictionaryMessages } from '../copy';
import {
  DICTIONARY_PAGE_SIZE,
  DICTIONARY_SEARCH_DEBOUNCE_MS,
  type DictionaryFileFormat,
  draftOf,
  type EntryDraft,
  entryRow,
  exportFileOf,
  importFormatOf,
  pageSelection,
  selectionOn,
  toggleBodyOf,
  toggledOne,
  toggledPage,
} from './dictionaryRules';

export interface UseDictionaryManagerOptions {
  /** How an export reaches the user (a download by default); stories and tests pass a spy. */
  save?: SaveBlob;
}

/** What the last import did, for the result shown above the list. */
export type ImportState =
  | { status: 'idle' }
  | { status: 'pending'; name: string }
  | { status: 'done'; name: string; result: DictionaryImported }
  | { status: 'failed'; name: string; message: string };

/**
 * The pronunciation dictionary page's behaviour: the user's entries (searched as typing pauses, a page at a time),
 * each turned on or off in place, added and edited in a dialog, deleted (one or the selected ones) after asking,
 * imported from a CSV or PLS file with every refused line reported, and exported as either.
 */
export function useDictionaryManager({ save = saveBlob }: UseDictionaryManagerOptions = {}) {
  const { client, toaster } = useDubKit();
  const messages = useDictionaryMessages();
  const { user } = useSession();
  const signedIn = user !== null;
  // The keyword the list was last asked with; the search box's text reaches it once typing pauses.
  const asked = useRef('');
  const list = usePagedList<DictionaryEntry>({
    pageSize: DICTIONARY_PAGE_SIZE,
    fetchPage: (page, signal) =>
      client.dictionary.list({ keyword: asked.current, page, pageSize: DICTIONARY_PAGE_SIZE }, { signal }),
    active: signedIn,
  });
  const { setPage, reload } = list;
  const firstPage = useRef(setPage);
  useEffect(() => {
    firstPage.current = setPage;
  });
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const term = keyword.trim();
    if (term === asked.current) return;
    const timer = setTimeout(() => {
      asked.current = term;
      setSearched(term);
      firstPage.current(1);
    }, DICTIONARY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);

  // An entry turned on or off shows its new state at once; the next page load brings the server's.
  const [switched, setSwitched] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const entries = list.list;
  useEffect(() => {
    const ids = entries.map((entry) => entry.id);
    setSwitched(new Map());
    setSelected((current) => selectionOn(current, ids));
  }, [entries]);
  const pageIds = entries.map((entry) => entry.id);

  const labels = {
    kinds: {
      phoneme: messages.dictionaryKindPhoneme,
      alias: messages.dictionaryKindAlias,
      continuous: messages.dictionaryKindContinuous,
      sayAs: messages.dictionaryKindSayAs,
    },
    sayAs: { characters: messages.dictionarySayAsCharacters, word: messages.dictionarySayAsWord },
    continuous: messages.dictionaryContinuousShown,
    allVoices: messages.dictionaryAllVoices,
  };

  const setEnabled = async (entry: DictionaryEntry, enabled: boolean) => {
    setSwitched((current) => new Map(current).set(entry.id, enabled));
    try {
      await client.dictionary.save(toggleBodyOf(entry, enabled));
      toaster.success(
        format(enabled ? messages.dictionaryEnabledOn : messages.dictionaryEnabledOff, { word: entry.word }),
      );
    } catch {
      // Reported by the client's error toast; the switch goes back.
      setSwitched((current) => new Map(current).set(entry.id, entry.enabled));
    }
  };

  const [editing, setEditing] = useState<EntryDraft | null>(null);
  const [deleting, setDeleting] = useState<readonly DictionaryEntry[] | null>(null);
  const [imported, setImported] = useState<ImportState>({ status: 'idle' });
  const [exporting, setExporting] = useState<DictionaryFileFormat | null>(null);

  const loading = list.loading;
  const empty = list.loaded && list.total === 0 && searched === '' && list.status !== 'loading';
  const noMatch = list.loaded && list.total === 0 && searched !== '' && list.status !== 'loading';

  return {
    messages,
    /** Up to a phone's width each entry is a card: a table's last columns, its actions, would be off-screen. */
    layout: (useMediaQuery(media.mobile) ? 'cards' : 'table') as 'table' | 'cards',
    state: loading ? 'loading' : list.failed ? 'error' : empty ? 'empty' : noMatch ? 'no-match' : 'ready',
    keyword,
    setKeyword,
    searched,
    total: list.total,
    page: list.page,
    pages: list.pages,
    setPage,
    retry: reload,
    rows: entries.map((entry) => ({
      entry,
      ...entryRow(entry, labels),
      enabled: switched.get(entry.id) ?? entry.enabled,
      selected: selected.has(entry.id),
    })),

    setEnabled: (entry: DictionaryEntry, enabled: boolean) => void setEnabled(entry, enabled),
    selectedCount: selected.size,
    pageSelection: pageSelection(selected, pageIds),
    toggleSelected: (id: number) => setSelected((current) => toggledOne(current, id)),
    togglePage: () => setSelected((current) => toggledPage(current, pageIds)),
    clearSelection: () => setSelected(new Set()),

    editing,
    add: () => setEditing(draftOf()),
    edit: (entry: DictionaryEntry) => setEditing(draftOf(entry)),
    closeEditor: () => setEditing(null),
    /** The dialog saved an entry: the list shows it (a new entry comes first). */
    saved: () => {
      setEditing(null);
      toaster.success(messages.saved);
      reload();
    },

    deleting,
    askDelete: (targets: readonly DictionaryEntry[]) => setDeleting(targets),
    askDeleteSelected: () => setDeleting(entries.filter((entry) => selected.has(entry.id))),
    cancelDelete: () => setDeleting(null),
    confirmDelete: async () => {
      if (!deleting?.length) return;
      const ids = deleting.map((entry) => entry.id);
      await client.dictionary.delete({ ids });
      toaster.success(messages.deleted);
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
      reload();
    },

    imported,
    dismissImport: () => setImported({ status: 'idle' }),
    importFile: async (file: File) => {
      const name = file.name;
      const fileFormat = importFormatOf(name);
      if (!fileFormat) {
        setImported({ status: 'failed', name, message: messages.dictionaryImportFormat });
        return;
      }
      setImported({ status: 'pending', name });
      try {
        const result = await client.dictionary.import(
          { format: fileFormat, text: await file.text() },
          { handled: true },
        );
        setImported({ status: 'done', name, result });
        if (result.added || result.updated) reload();
      } catch (error) {
        setImported({ status: 'failed', name, message: userFacingMessage(error) });
      }
    },

    exporting,
    exportAs: async (fileFormat: DictionaryFileFormat) => {
      setExporting(fileFormat);
      try {
        const file = exportFileOf(messages.dictionaryTitle, fileFormat);
        const body = await client.dictionary.export({ format: fileFormat });
        save(new Blob([body], { type: file.type }), file.name);
      } catch {
        // Reported by the client's error toast.
      } finally {
        setExporting(null);
      }
    },
  };
}

export type DictionaryManagerState = ReturnType<typeof useDictionaryManager>;
