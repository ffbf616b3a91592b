import { Button, Empty, Pagination, SearchInput, Skeleton, TagFilterRow } from '@dubkit/ui';
import { format } from '../../shared/format';
import { AnchorCard } from '../AnchorCard';
import { AnchorDetailDialog } from '../AnchorDetailDialog';
import { CustomAnchorDialog } from '../CustomAnchorDialog';
import * as styles from './AnchorLibrary.css';
import { type AnchorLibraryState, type UseAnchorLibraryOptions, useAnchorLibrary } from './useAnchorLibrary';

export interface AnchorLibraryProps extends UseAnchorLibraryOptions {
  className?: string;
}

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

export interface AnchorLibraryViewProps extends AnchorLibraryState {
  className?: string;
}

/** The anchor library: filter tag rows, name search, the card grid with pagination, and the anchor dialogs. */
export function AnchorLibrary({ className, ...options }: AnchorLibraryProps) {
  const library = useAnchorLibrary(options);
  return <AnchorLibraryView {...library} className={className} />;
}

/** The library's view: its copy, filters, search, cards and paging come from useAnchorLibrary. */
export function AnchorLibraryView({ className, ...library }: AnchorLibraryViewProps) {
  const { messages, status, anchors, rows, searching, search, opened } = library;

  return (
    <section
      aria-label={messages.libraryLabel}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-status={status}
      data-searching={searching !== null || undefined}
    >
      <div className={styles.filters}>
        {rows.length > 0
          ? rows.map((row) => (
              <TagFilterRow
                key={row.key}
                label={row.label}
                options={row.options}
                value={row.value}
                onChange={(value) => library.setFilter(row.key, value)}
              />
            ))
          : status !== 'error' && <Skeleton lines={6} />}
      </div>
      <div className={styles.toolbar}>
        <div className={styles.summaryRow}>
          <p className={styles.summary} aria-live="polite">
            {searching !== null && `${format(messages.anchorSearchResults, { name: searching })} · `}
            {status === 'ready' && format(messages.anchorCount, { total: library.total })}
          </p>
          {searching !== null && (
            <Button variant="ghost" size="sm" onClick={search.clear}>
              {messages.anchorSearchBack}
            </Button>
          )}
        </div>
        <search>
          <form className={styles.search} onSubmit={search.submit}>
            <SearchInput
              className={styles.searchInput}
              aria-label={messages.anchorSearchLabel}
              placeholder={messages.anchorSearchPlaceholder}
              clearLabel={messages.anchorSearchClear}
              value={search.text}
              onChange={search.setText}
              onSubmit={() => search.submit()}
              onClear={search.clear}
            />
            <Button type="submit" variant="secondary">
              {messages.anchorSearchButton}
            </Button>
          </form>
        </search>
      </div>
      {status === 'error' ? (
        <Empty
          title={messages.anchorsFailed}
          action={
            <Button variant="secondary" onClick={library.reload}>
              {messages.anchorsRetry}
            </Button>
          }
        />
      ) : status === 'ready' && anchors.length === 0 ? (
        <Empty title={messages.anchorsEmpty} />
      ) : (
        <ul className={styles.grid} aria-label={messages.libraryLabel} aria-busy={status === 'loading'}>
          {anchors.length === 0
            ? PLACEHOLDERS.map((key) => (
                <li key={key} className={styles.placeholder} aria-hidden="true">
                  <Skeleton shape="circle" width={72} height={72} />
                  <Skeleton lines={3} />
                </li>
              ))
            : anchors.map((anchor) => (
                <AnchorCard
                  key={`${anchor.anchorType}-${anchor.id}`}
                  anchor={anchor}
                  onOpen={library.open}
                  onFavoriteChange={(favorite) => library.updateAnchor(anchor.id, { favorite })}
                />
              ))}
        </ul>
      )}
      {library.pages > 1 && (
        <Pagination
          className={styles.pagination}
          totalPages={library.pages}
          page={library.query.page}
          onChange={library.setPage}
          label={messages.anchorsPagination}
          previousLabel={messages.anchorsPreviousPage}
          nextLabel={messages.anchorsNextPage}
          pageLabel={(page) => format(messages.anchorsPageLabel, { page })}
        />
      )}
      <AnchorDetailDialog anchor={opened && opened.anchorType !== 1 ? opened : null} onClose={library.close} />
      <CustomAnchorDialog
        anchorId={opened?.anchorType === 1 ? opened.id : null}
        onClose={library.close}
        onUpdated={library.reload}
        onDeleted={library.reload}
      />
    </section>
  );
}
