import { Button, ConfirmDialog, Dialog, Empty, InfiniteList } from '@dubkit/ui';
import { useId } from 'react';
import { format } from '../../shared/format';
import { DrawTaskCard } from './DrawTaskCard';
import * as styles from './DrawWorks.css';
import { type DrawWorksState, type UseDrawWorksOptions, useDrawWorks } from './useDrawWorks';

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

/** The view of DrawWorks: its copy, state and actions come as props from the widget. */
export function DrawWorksView({ className, ...works }: DrawWorksViewProps) {
  const { messages } = works;
  const titleId = useId();
  const empty = works.tasks.length === 0;
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={works.loading ? 'loading' : works.failure ? 'failed' : works.hasMore ? 'idle' : 'end'}
    >
      <h2 id={titleId} className={styles.title}>
        {messages.drawWorks}
      </h2>
      <InfiniteList
        onLoadMore={works.loadMore}
        loading={works.loading}
        hasMore={works.hasMore && !works.failure}
        threshold={LOAD_DISTANCE}
        loadingText={messages.loading}
        endText={works.failure ? null : messages.noMore}
        empty={works.failure ? null : <Empty title={messages.drawWorksEmpty} />}
        hasItems={!empty}
      >
        {!empty && (
          <ul className={styles.list} aria-labelledby={titleId}>
            {works.tasks.map((task) => (
              <li key={task.taskCode}>
                <DrawTaskCard
                  task={task}
                  messages={messages}
                  busy={works.busy[task.taskCode]}
                  onRefresh={works.refresh}
                  onRegenerate={works.regenerate}
                  onDelete={works.askDelete}
                  onView={works.view}
                  watch={works.watch}
                />
              </li>
            ))}
          </ul>
        )}
      </InfiniteList>
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
