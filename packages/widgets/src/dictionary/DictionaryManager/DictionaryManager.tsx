import {
  Button,
  Checkbox,
  ConfirmDialog,
  Empty,
  IconButton,
  Pagination,
  SearchInput,
  Spinner,
  Switch,
} from '@dubkit/ui';
import { useId, useRef } from 'react';
import { format } from '../../shared/format';
import { CloseIcon } from '../../shared/icons';
import * as shared from '../../shared/shared.css';
import * as styles from './DictionaryManager.css';
import { DICTIONARY_IMPORT_ACCEPT } from './dictionaryRules';
import { EntryDialog } from './EntryDialog';
import {
  type DictionaryManagerState,
  type UseDictionaryManagerOptions,
  useDictionaryManager,
} from './useDictionaryManager';

export interface DictionaryManagerProps extends UseDictionaryManagerOptions {
  className?: string;
}

/**
 * 读音词典: the signed-in user's pronunciation dictionary — search, turn entries on and off, add and edit them, delete
 * one or several, import a CSV or PLS file (every refused line shown) and export either.
 */
export function DictionaryManager({ className, ...options }: DictionaryManagerProps) {
  const manager = useDictionaryManager(options);
  return <DictionaryManagerView {...manager} className={className} />;
}

export interface DictionaryManagerViewProps extends DictionaryManagerState {
  className?: string;
}

type Manager = DictionaryManagerState;
type Row = Manager['rows'][number];

/** The view of DictionaryManager: its copy and state come as props from useDictionaryManager. */
export function DictionaryManagerView({ className, ...manager }: DictionaryManagerViewProps) {
  const { messages } = manager;
  const titleId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const importing = manager.imported.status === 'pending';
  const deleting = manager.deleting ?? [];
  return (
    <section
      className={[shared.panel, styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={manager.state === 'loading'}
      data-state={manager.state}
      data-layout={manager.layout}
    >
      <div className={styles.heading}>
        <h2 id={titleId} className={shared.panelTitle}>
          {messages.dictionaryTitle}
        </h2>
        <p className={shared.hint}>{messages.dictionaryIntro}</p>
      </div>
      <div className={styles.toolbar}>
        <SearchInput
          className={styles.search}
          aria-label={messages.dictionarySearch}
          placeholder={messages.dictionarySearch}
          value={manager.keyword}
          onChange={manager.setKeyword}
          clearLabel={messages.close}
        />
        <div className={styles.actions}>
          <Button onClick={manager.add}>{messages.dictionaryAdd}</Button>
          <Button
            variant="secondary"
            loading={importing}
            aria-describedby={hintId}
            onClick={() => fileInput.current?.click()}
          >
            {messages.dictionaryImport}
          </Button>
          <span id={hintId} className={shared.visuallyHidden}>
            {messages.dictionaryImportHint}
          </span>
          <input
            ref={fileInput}
            className={shared.visuallyHidden}
            type="file"
            accept={DICTIONARY_IMPORT_ACCEPT}
            tabIndex={-1}
            aria-label={messages.dictionaryImport}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void manager.importFile(file);
            }}
          />
          <Button
            variant="secondary"
            loading={manager.exporting === 'csv'}
            onClick={() => void manager.exportAs('csv')}
          >
            {messages.dictionaryExportCsv}
          </Button>
          <Button
            variant="secondary"
            loading={manager.exporting === 'pls'}
            onClick={() => void manager.exportAs('pls')}
          >
            {messages.dictionaryExportPls}
          </Button>
        </div>
      </div>
      <ImportResult manager={manager} />
      {manager.selectedCount > 0 && (
        <div className={styles.selectionBar} data-selected={manager.selectedCount}>
          <span aria-live="polite">{format(messages.dictionarySelected, { n: manager.selectedCount })}</span>
          <Button size="sm" variant="danger" onClick={manager.askDeleteSelected}>
            {messages.dictionaryDeleteSelected}
          </Button>
          <Button size="sm" variant="ghost" onClick={manager.clearSelection}>
            {messages.dictionaryClearSelection}
          </Button>
        </div>
      )}
      <Entries manager={manager} />
      {manager.editing && (
        <EntryDialog
          key={manager.editing.id ?? 'new'}
          initial={manager.editing}
          onClose={manager.closeEditor}
          onSaved={manager.saved}
        />
      )}
      <ConfirmDialog
        open={manager.deleting !== null}
        onOpenChange={(open) => !open && manager.cancelDelete()}
        title={messages.dictionaryDeleteTitle}
        message={
          deleting.length === 1
            ? format(messages.dictionaryDeleteOne, { word: deleting[0]?.word ?? '' })
            : format(messages.dictionaryDeleteMany, { n: deleting.length })
        }
        confirmLabel={messages.confirm}
        cancelLabel={messages.cancel}
        variant="danger"
        onConfirm={manager.confirmDelete}
      />
    </section>
  );
}

/** What the last import did: how many entries it added and updated, and each line it refused with why. */
function ImportResult({ manager }: { manager: Manager }) {
  const { messages, imported } = manager;
  const refused = imported.status === 'done' ? imported.result.refused : [];
  return (
    <div
      className={styles.importResult}
      role="status"
      aria-label={messages.dictionaryImportTitle}
      data-import={imported.status}
      data-refused={refused.length || undefined}
      hidden={imported.status === 'idle'}
    >
      {imported.status === 'pending' && (
        <p className={styles.importLine}>{format(messages.dictionaryImportPending, { name: imported.name })}</p>
      )}
      {imported.status === 'failed' && (
        <p className={styles.importFailed}>
          {format(messages.dictionaryImportFailed, { name: imported.name, message: imported.message })}
        </p>
      )}
      {imported.status === 'done' && (
        <>
          <p className={styles.importLine}>
            {format(messages.dictionaryImportSummary, {
              name: imported.name,
              added: imported.result.added,
              updated: imported.result.updated,
            })}
          </p>
          {refused.length > 0 && (
            <>
              <p className={styles.importFailed}>{format(messages.dictionaryImportRefused, { n: refused.length })}</p>
              <ul className={styles.refusedList}>
                {refused.map((line) => (
                  <li key={`${line.line}-${line.message}`}>
                    {format(messages.dictionaryImportLine, { line: line.line, message: line.message })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {(imported.status === 'done' || imported.status === 'failed') && (
        <IconButton
          className={styles.importClose}
          size="sm"
          variant="ghost"
          label={messages.dictionaryImportClose}
          onClick={manager.dismissImport}
        >
          <CloseIcon />
        </IconButton>
      )}
    </div>
  );
}

/** The entries as a table, or cards on a phone; or what stands in for them (loading, failure, empty, no match). */
function Entries({ manager }: { manager: Manager }) {
  const { messages } = manager;
  if (manager.state === 'error')
    return (
      <Empty
        title={messages.dictionaryFailed}
        action={
          <Button variant="secondary" onClick={manager.retry}>
            {messages.dictionaryRetry}
          </Button>
        }
      />
    );
  if (manager.state === 'empty')
    return (
      <Empty
        className={styles.empty}
        title={messages.dictionaryEmptyTitle}
        description={messages.dictionaryEmptyDescription}
        action={<Button onClick={manager.add}>{messages.dictionaryAdd}</Button>}
      />
    );
  if (manager.state === 'no-match')
    return <Empty title={format(messages.dictionaryNoMatch, { keyword: manager.searched })} />;
  const loading = manager.state === 'loading';
  const selectPage = (
    <Checkbox
      checked={manager.pageSelection === 'all'}
      indeterminate={manager.pageSelection === 'some'}
      onChange={manager.togglePage}
      disabled={manager.rows.length === 0}
      aria-label={manager.layout === 'table' ? messages.dictionarySelectPage : undefined}
    >
      {manager.layout === 'cards' ? messages.dictionarySelectPage : undefined}
    </Checkbox>
  );
  return (
    <>
      <div className={styles.listWrap}>
        {loading && <Spinner className={styles.spinner} label={messages.loading} />}
        {manager.layout === 'cards' ? (
          <>
            {manager.rows.length > 0 && <div className={styles.cardsHead}>{selectPage}</div>}
            <ul className={styles.cards} aria-label={messages.dictionaryList}>
              {manager.rows.map((row) => (
                <EntryCard key={row.entry.id} manager={manager} row={row} />
              ))}
            </ul>
          </>
        ) : (
          <table className={styles.table}>
            <caption className={shared.visuallyHidden}>{messages.dictionaryList}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${styles.headCell} ${styles.checkCell}`}>
                  {selectPage}
                </th>
                <th scope="col" className={styles.headCell}>
                  {messages.dictionaryWord}
                </th>
                <th scope="col" className={styles.headCell}>
                  {messages.dictionaryKind}
                </th>
                <th scope="col" className={styles.headCell}>
                  {messages.dictionaryReading}
                </th>
                <th scope="col" className={styles.headCell}>
                  {messages.dictionaryVoice}
                </th>
                <th scope="col" className={styles.headCell}>
                  {messages.dictionaryEnabled}
                </th>
                <th scope="col" className={styles.headCell}>
                  {messages.dictionaryActions}
                </th>
              </tr>
            </thead>
            <tbody>
              {manager.rows.map((row) => (
                <EntryRow key={row.entry.id} manager={manager} row={row} />
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className={styles.footer}>
        <span className={styles.total}>{format(messages.dictionaryTotal, { n: manager.total })}</span>
        {manager.pages > 1 && (
          <Pagination
            totalPages={manager.pages}
            page={manager.page}
            onChange={manager.setPage}
            label={messages.dictionaryPager}
          />
        )}
      </div>
    </>
  );
}

/** An entry's select, on/off, edit and delete, named by its word. */
function entryControls(manager: Manager, row: Row) {
  const { messages } = manager;
  const { entry } = row;
  return {
    select: (
      <Checkbox
        checked={row.selected}
        onChange={() => manager.toggleSelected(entry.id)}
        aria-label={format(messages.dictionarySelectOf, { word: entry.word })}
      />
    ),
    enabled: (
      <Switch
        checked={row.enabled}
        onChange={(on) => manager.setEnabled(entry, on)}
        aria-label={format(messages.dictionaryEnabledOf, { word: entry.word })}
      />
    ),
    actions: (
      <span className={styles.rowActions}>
        <Button
          size="sm"
          variant="ghost"
          aria-label={format(messages.dictionaryEditOf, { word: entry.word })}
          onClick={() => manager.edit(entry)}
        >
          {messages.dictionaryEdit}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={format(messages.dictionaryDeleteOf, { word: entry.word })}
          onClick={() => manager.askDelete([entry])}
        >
          {messages.dictionaryDelete}
        </Button>
      </span>
    ),
  };
}

function EntryRow({ manager, row }: { manager: Manager; row: Row }) {
  const controls = entryControls(manager, row);
  return (
    <tr
      className={styles.row}
      data-enabled={row.enabled}
      data-selected={row.selected || undefined}
      data-kind={row.entry.kind}
    >
      <td className={`${styles.cell} ${styles.checkCell}`}>{controls.select}</td>
      <th scope="row" className={`${styles.cell} ${styles.wordCell}`}>
        {row.entry.word}
      </th>
      <td className={styles.cell}>{row.kind}</td>
      <td className={`${styles.cell} ${styles.readingCell}`}>{row.reading}</td>
      <td className={styles.cell}>{row.voice}</td>
      <td className={styles.cell}>{controls.enabled}</td>
      <td className={styles.cell}>{controls.actions}</td>
    </tr>
  );
}

function EntryCard({ manager, row }: { manager: Manager; row: Row }) {
  const { messages } = manager;
  const controls = entryControls(manager, row);
  return (
    <li
      className={styles.card}
      data-enabled={row.enabled}
      data-selected={row.selected || undefined}
      data-kind={row.entry.kind}
    >
      <div className={styles.cardHead}>
        {controls.select}
        <p className={styles.cardWord}>{row.entry.word}</p>
        <span className={styles.kindTag}>{row.kind}</span>
      </div>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt className={styles.term}>{messages.dictionaryReading}</dt>
          <dd className={`${styles.value} ${styles.readingCell}`}>{row.reading}</dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>{messages.dictionaryVoice}</dt>
          <dd className={styles.value}>{row.voice}</dd>
        </div>
      </dl>
      <div className={styles.cardFoot}>
        <span className={styles.cardSwitch}>
          {controls.enabled}
          <span aria-hidden="true">{messages.dictionaryEnabled}</span>
        </span>
        {controls.actions}
      </div>
    </li>
  );
}
