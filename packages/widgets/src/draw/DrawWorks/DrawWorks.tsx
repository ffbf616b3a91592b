import { Button, ConfirmDialog, Dialog, Empty } from '@dubkit/ui';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef } from 'react';
import { format } from '../../shared/format';
import { DrawTaskCard } from './DrawTaskCard';
import * as styles from './DrawWorks.css';
import { type DrawWorksState, type UseDrawWorksOptions, useDrawWorks } from './useDrawWorks';
import { useLoadNearEnd } from './useLoadNearEnd';

export interface DrawWorksProps extends UseDrawWorksOptions {
  className?: string;
}

/** My works of AI drawing (/draws): every task, newest first, loaded as the list scrolls. */
export function DrawWorks({ className, ...options }: DrawWorksProps) {
  const works = useDrawWorks(options);
  return <DrawWorksView {...works} className={className} />;
}

export interface DrawWorksViewProps extends DrawWorksState {
  className?: string;
}

/** Distance from the list's end, in px, at which the next page loads (spec part 2 §9). */
const LOAD_DISTANCE = 20;

function ImageDialog({ works }: { works: DrawWorksState }) {
  const { messages, viewing } = works;
  const image = viewing ? viewing.task.imageList[viewing.index] : undefined;
  return (
    <Dialog
      open={viewing !== null}
      onOpenChange={(open) => !open && works.closeView()}
      title={messages.drawImageDialog}
      closeLabel={messages.close}
      width="min(92vw, 960px)"
      closeOnMaskClick
      footer={
        <Button onClick={() => void works.download()} loading={works.downloading}>
          {messages.drawDownload}
        </Button>
      }
    >
      {viewing && image && (
        <img
          className={styles.large}
          src={image.url}
          alt={format(messages.drawTaskImage, { index: viewing.index + 1, prompt: viewing.task.paramPrompt })}
        />
      )}
    </Dialog>
  );
}

/** A card's height before it is measured (a prompt, its details and a row of pictures). */
const ESTIMATED_CARD_HEIGHT = 320;

/**
 * The tasks, only those near the window's view in the page (a list of 1,000 scrolls as lightly as one of 10); each
 * card is measured as it renders, so cards of any height line up.
 */
function TaskList({ works, labelledBy }: { works: DrawWorksState; labelledBy: string }) {
  const list = useRef<HTMLUListElement>(null);
  const { tasks } = works;
  const virtualizer = useWindowVirtualizer({
    count: tasks.length,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    overscan: 3,
    // Where the list starts in the page: the form or the page's header may be above it.
    scrollMargin: list.current ? list.current.getBoundingClientRect().top + window.scrollY : 0,
    getItemKey: (index) => tasks[index]?.taskCode ?? index,
  });
  const margin = virtualizer.options.scrollMargin;
  // A task just created is shown where the user looks, wherever the list was scrolled (below the form on a phone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly revealed task scrolls the window.
  useEffect(() => {
    if (works.revealed) virtualizer.scrollToIndex(0, { align: 'center' });
  }, [works.revealed]);
  return (
    <ul
      ref={list}
      className={styles.list}
      aria-labelledby={labelledBy}
      aria-busy={works.loading || undefined}
      data-count={tasks.length}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const task = tasks[item.index];
        if (!task) return null;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className={styles.item}
            style={{ transform: `translateY(${item.start - margin}px)` }}
            aria-setsize={tasks.length}
            aria-posinset={item.index + 1}
          >
            <DrawTaskCard
              task={task}
              messages={works.messages}
              busy={works.busy[task.taskCode]}
              onRefresh={works.refresh}
              onRegenerate={works.regenerate}
              onDelete={works.askDelete}
              onView={works.view}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The view of DrawWorks: its copy, state and actions come as props from the widget. */
export function DrawWorksView({ className, ...works }: DrawWorksViewProps) {
  const { messages } = works;
  const titleId = useId();
  const empty = works.tasks.length === 0;
  const end = useRef<HTMLDivElement>(null);
  useLoadNearEnd({
    end,
    onLoadMore: works.loadMore,
    loading: works.loading,
    hasMore: works.hasMore && !works.failure,
    distance: LOAD_DISTANCE,
    itemCount: works.tasks.length,
  });
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={works.loading ? 'loading' : works.failure ? 'failed' : works.hasMore ? 'idle' : 'end'}
    >
      <h2 id={titleId} className={styles.title}>
        {messages.drawWorks}
      </h2>
      {!empty && <TaskList works={works} labelledBy={titleId} />}
      <div ref={end} className={styles.status} role="status">
        {works.loading ? (
          messages.loading
        ) : works.failure || works.hasMore ? null : empty ? (
          <Empty title={messages.drawWorksEmpty} />
        ) : works.ended ? (
          messages.noMore
        ) : null}
      </div>
      {works.failure && (
        <div className={styles.failure} role="alert">
          <span>{works.failure}</span>
          <Button size="sm" variant="secondary" onClick={works.retry}>
            {messages.drawRetry}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={works.deleting !== null}
        onOpenChange={(open) => !open && works.cancelDelete()}
        title={messages.drawDeleteTitle}
        message={messages.drawDeleteConfirm}
        confirmLabel={messages.drawDelete}
        cancelLabel={messages.cancel}
        variant="danger"
        onConfirm={works.confirmDelete}
      />
      <ImageDialog works={works} />
    </section>
  );
}
