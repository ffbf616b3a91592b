import type { Task, Work } from '@dubkit/sdk-core';
import { Button, ConfirmDialog, Empty, Pagination, Spinner, Tabs } from '@dubkit/ui';
import { format, formatToMinute } from '../../shared/format';
import type { ListState } from '../../shared/pagedList';
import { DraftActions, TaskActions } from './CenterActions';
import { DraftCards, TaskCards } from './CenterCards';
import * as styles from './CreationCenter.css';
import type { CenterTab } from './creationCenterRules';
import { displayTitle } from './creationCenterRules';
import { type CreationCenterState, type UseCreationCenterOptions, useCreationCenter } from './useCreationCenter';

export interface CreationCenterProps extends UseCreationCenterOptions {
  className?: string;
}

type Center = CreationCenterState;

function TaskRows({ center, list }: { center: Center; list: readonly Task[] }) {
  const { messages } = center;
  return list.map((task) => {
    const view = center.taskView(task);
    return (
      <tr key={task.code}>
        <th scope="row" className={styles.titleCell}>
          {view.title}
        </th>
        <td className={styles.cell}>{task.anchorName}</td>
        <td className={styles.cell}>{task.styleName}</td>
        <td className={styles.cell}>{format(messages.centerLength, { length: task.length })}</td>
        <td className={styles.cell}>{formatToMinute(task.createTime)}</td>
        <td className={styles.cell}>
          <span className={styles.status} data-status={task.status}>
            {view.status}
          </span>
        </td>
        <td className={styles.cell}>
          <TaskActions center={center} task={task} layout="table" />
        </td>
      </tr>
    );
  });
}

function DraftRows({ center, list }: { center: Center; list: readonly Work[] }) {
  const { messages } = center;
  return list.map((work) => {
    const title = displayTitle(work.title);
    return (
      <tr key={work.workId}>
        <th scope="row" className={styles.titleCell}>
          {title}
        </th>
        <td className={styles.cell}>{work.anchorName}</td>
        <td className={styles.cell}>{work.styleName || work.templateName}</td>
        <td className={styles.cell}>{format(messages.centerLength, { length: work.length })}</td>
        <td className={styles.cell}>{formatToMinute(work.updateTime)}</td>
        <td className={styles.cell}>
          <DraftActions center={center} work={work} title={title} layout="table" />
        </td>
      </tr>
    );
  });
}

function ListPanel({ center, state }: { center: Center; state: ListState<Task> | ListState<Work> }) {
  const { messages } = center;
  const tasks = center.tab === 0;
  if (state.status === 'error')
    return (
      <Empty
        title={messages.centerFailed}
        action={
          <Button variant="secondary" onClick={center.retry}>
            {messages.centerRetry}
          </Button>
        }
      />
    );
  if (state.status === 'ready' && state.list.length === 0)
    return <Empty title={tasks ? messages.centerTasksEmpty : messages.centerDraftsEmpty} />;
  const loading = state.status === 'loading' || state.status === 'idle';
  const label = tasks ? messages.centerTasks : messages.centerDrafts;
  return (
    <>
      {center.layout === 'cards' ? (
        <div className={styles.cardsWrap}>
          {loading && <Spinner className={styles.spinner} label={messages.loading} />}
          {tasks ? (
            <TaskCards center={center} list={center.tasks.list} label={label} loading={loading} />
          ) : (
            <DraftCards center={center} list={center.drafts.list} label={label} loading={loading} />
          )}
        </div>
      ) : (
        <div className={styles.tableWrap}>
          {loading && <Spinner className={styles.spinner} label={messages.loading} />}
          <table className={styles.table} aria-busy={loading}>
            <caption className={styles.caption}>{label}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  {messages.centerColumnTitle}
                </th>
                <th scope="col" className={styles.headCell}>
                  {messages.centerColumnAnchor}
                </th>
                <th scope="col" className={styles.headCell}>
                  {messages.centerColumnStyle}
                </th>
                <th scope="col" className={styles.headCell}>
                  {messages.centerColumnLength}
                </th>
                <th scope="col" className={styles.headCell}>
                  {tasks ? messages.centerColumnCreated : messages.centerColumnUpdated}
                </th>
                {tasks && (
                  <th scope="col" className={styles.headCell}>
                    {messages.centerColumnStatus}
                  </th>
                )}
                <th scope="col" className={styles.headCell}>
                  {messages.centerColumnActions}
                </th>
              </tr>
            </thead>
            <tbody>
              {tasks ? (
                <TaskRows center={center} list={center.tasks.list} />
              ) : (
                <DraftRows center={center} list={center.drafts.list} />
              )}
            </tbody>
          </table>
        </div>
      )}
      {state.pages > 1 && (
        <Pagination
          className={styles.pagination}
          totalPages={state.pages}
          page={state.page}
          onChange={center.setPage}
          label={tasks ? messages.centerTasksPagination : messages.centerDraftsPagination}
          previousLabel={messages.voicesPreviousPage}
          nextLabel={messages.voicesNextPage}
          pageLabel={(page) => format(messages.voicesPageLabel, { page })}
        />
      )}
    </>
  );
}

/** The creation center: voice-over tasks (play and download when done) and drafts (open, delete), with refresh. */
export function CreationCenter({ className, ...options }: CreationCenterProps) {
  const center = useCreationCenter(options);
  return <CreationCenterView {...center} className={className} />;
}

export interface CreationCenterViewProps extends CreationCenterState {
  className?: string;
}

/** The creation center's view: its copy, lists, tabs and actions come from useCreationCenter. */
export function CreationCenterView({ className, ...center }: CreationCenterViewProps) {
  const { messages } = center;
  const classes = [styles.root, className].filter(Boolean).join(' ');
  if (!center.signedIn)
    return (
      <section className={classes} aria-label={messages.centerLabel} data-signed-in="false">
        <Empty title={messages.loginRequired} action={<Button onClick={center.login}>{messages.centerLogin}</Button>} />
      </section>
    );
  return (
    <section className={classes} aria-label={messages.centerLabel} data-tab={center.tab} data-layout={center.layout}>
      <div className={styles.header}>
        <Tabs<CenterTab>
          aria-label={messages.centerTabs}
          items={[
            { key: 0, label: messages.centerTasks },
            { key: 1, label: messages.centerDrafts },
          ]}
          value={center.tab}
          onChange={center.setTab}
        >
          <div className={styles.panel}>
            <ListPanel center={center} state={center.tab === 0 ? center.tasks : center.drafts} />
          </div>
        </Tabs>
        <button
          type="button"
          className={styles.refresh}
          aria-disabled={center.coolingDown}
          data-cooling={center.coolingDown || undefined}
          onClick={center.refresh}
        >
          {messages.centerRefresh}
        </button>
      </div>
      <ConfirmDialog
        open={center.deleting !== null}
        onOpenChange={(open) => !open && center.cancelDelete()}
        title={messages.centerDeleteTitle}
        message={messages.centerDeleteConfirm}
        confirmLabel={messages.confirm}
        cancelLabel={messages.cancel}
        variant="danger"
        onConfirm={center.confirmDelete}
      />
    </section>
  );
}
