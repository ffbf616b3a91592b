import { Button, ConfirmDialog, Empty, Pagination, Spinner } from '@dubkit/ui';
import { format, formatToMinute } from '../../../shared/format';
import { formatSeconds } from '../asrFormat';
import * as styles from './AsrTaskList.css';
import { asrTaskTone } from './taskStatus';
import { type AsrTaskListState, type UseAsrTaskListOptions, useAsrTaskList } from './useAsrTaskList';

export interface AsrTaskListProps extends UseAsrTaskListOptions {
  className?: string;
}

/** The task management tab of speech-to-text: the tasks with their status, result and delete, 10 a page. */
export function AsrTaskList({ className, ...options }: AsrTaskListProps) {
  const state = useAsrTaskList(options);
  return <AsrTaskListView {...state} className={className} />;
}

export interface AsrTaskListViewProps extends AsrTaskListState {
  className?: string;
}

function Body(state: AsrTaskListState) {
  const { messages } = state;
  if (state.loading) return <Spinner className={styles.loading} label={messages.loading} showLabel />;
  if (state.failed)
    return (
      <Empty
        title={messages.asrTasksFailed}
        action={
          <Button variant="secondary" onClick={state.refresh}>
            {messages.asrRetry}
          </Button>
        }
      />
    );
  if (state.list.length === 0) return <Empty title={messages.asrTasksEmpty} description={messages.asrTasksEmptyHint} />;
  return (
    <ul className={styles.list} aria-label={messages.asrTasksLabel}>
      {state.list.map((task) => {
        const tone = asrTaskTone(task.taskStatus);
        return (
          <li key={task.taskCode} className={styles.item} data-status={tone}>
            <div className={styles.main}>
              <p className={styles.title}>{task.taskTitle}</p>
              <p className={styles.meta}>
                <span>{format(messages.asrTaskDuration, { duration: formatSeconds(task.audioDuration) })}</span>
                <span>{format(messages.asrTaskCreated, { time: formatToMinute(task.createTime) })}</span>
              </p>
            </div>
            <span className={styles.status} data-tone={tone}>
              {task.taskStatusText}
            </span>
            <div className={styles.actions}>
              <Button
                size="sm"
                variant={tone === 'success' ? 'primary' : 'secondary'}
                onClick={() => state.view(task)}
                aria-label={format(messages.asrViewOf, { title: task.taskTitle })}
              >
                {messages.asrView}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => state.askDelete(task)}
                aria-label={format(messages.asrDeleteOf, { title: task.taskTitle })}
              >
                {messages.asrDelete}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The view of AsrTaskList: its copy, tasks and actions come as props from the widget. */
export function AsrTaskListView({ className, ...state }: AsrTaskListViewProps) {
  const { messages } = state;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-state={state.status}>
      <div className={styles.header}>
        <Button size="sm" variant="secondary" onClick={state.refresh}>
          {messages.asrRefresh}
        </Button>
      </div>
      <Body {...state} />
      {state.pages > 1 && (
        <Pagination
          className={styles.pagination}
          totalPages={state.pages}
          page={state.page}
          onChange={state.setPage}
          label={messages.asrTasksPagination}
          previousLabel={messages.voicesPreviousPage}
          nextLabel={messages.voicesNextPage}
          pageLabel={(page) => format(messages.voicesPageLabel, { page })}
        />
      )}
      <ConfirmDialog
        open={state.deleting !== null}
        onOpenChange={(open) => !open && state.cancelDelete()}
        title={messages.asrDeleteTitle}
        message={format(messages.asrDeleteConfirm, { title: state.deleting?.taskTitle ?? '' })}
        confirmLabel={messages.confirm}
        cancelLabel={messages.cancel}
        variant="danger"
        onConfirm={state.confirmDelete}
      />
    </div>
  );
}
