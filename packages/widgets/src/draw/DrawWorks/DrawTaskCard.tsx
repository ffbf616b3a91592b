import type { DrawTask } from '@dubkit/sdk-core';
import { canRegenerateDraw, drawTaskPhase } from '@dubkit/sdk-core/draw';
import { Button } from '@dubkit/ui';
import { memo, useId } from 'react';
import { format, formatToMinute } from '../../shared/format';
import type { DrawCopy } from '../copy';
import * as styles from './DrawWorks.css';
import type { DrawTaskAction } from './drawWorksStore';

export interface DrawTaskCardProps {
  task: DrawTask;
  messages: DrawCopy;
  busy?: DrawTaskAction;
  onRefresh: (taskCode: string) => void;
  onRegenerate: (taskCode: string) => void;
  onDelete: (taskCode: string) => void;
  onView: (task: DrawTask, index: number) => void;
}

const aspectOf = (size: string) => (/^\d+\*\d+$/.test(size) ? size.replace('*', ' / ') : '1 / 1');

function FailedIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" strokeLinecap="round" />
    </svg>
  );
}

/** One drawing task of my works: what was asked, then its progress, its pictures or its failure. */
export const DrawTaskCard = memo(function DrawTaskCard({
  task,
  messages,
  busy,
  onRefresh,
  onRegenerate,
  onDelete,
  onView,
}: DrawTaskCardProps) {
  const promptId = useId();
  const statusId = useId();
  const phase = drawTaskPhase(task.taskStatus);
  const aspectRatio = aspectOf(task.paramSize);
  return (
    <article
      className={styles.card}
      aria-labelledby={promptId}
      aria-describedby={statusId}
      aria-busy={phase === 'processing' || undefined}
      data-phase={phase}
      data-status={task.taskStatus}
      data-task={task.taskCode}
    >
      <p id={promptId} className={styles.prompt}>
        {task.paramPrompt}
      </p>
      <dl className={styles.meta}>
        <div>
          <dt>{messages.drawTaskStyle}</dt>
          <dd>{task.styleName}</dd>
        </div>
        <div>
          <dt>{messages.drawTaskSize}</dt>
          <dd>{task.paramSize}</dd>
        </div>
        <div>
          <dt>{messages.drawTaskCount}</dt>
          <dd>{task.paramNum}</dd>
        </div>
        <div>
          <dt>{messages.drawTaskTime}</dt>
          <dd>
            <time dateTime={new Date(task.createTime).toISOString()}>{formatToMinute(task.createTime)}</time>
          </dd>
        </div>
      </dl>
      {phase === 'done' ? (
        <ul className={styles.images} data-count={task.imageList.length} data-size={task.paramSize}>
          {task.imageList.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                style={{ aspectRatio }}
                aria-label={format(messages.drawTaskOpen, { index: index + 1 })}
                onClick={() => onView(task, index)}
              >
                <img
                  className={styles.thumbImage}
                  src={image.url}
                  alt={format(messages.drawTaskImage, { index: index + 1, prompt: task.paramPrompt })}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : phase === 'processing' ? (
        <div className={styles.processing}>
          <div className={styles.shimmer} style={{ aspectRatio }} aria-hidden="true" />
          <p id={statusId} className={styles.statusText} role="status">
            {task.taskStatusText}
          </p>
        </div>
      ) : (
        <div className={styles.failed}>
          <FailedIcon />
          <p id={statusId} className={styles.failedText}>
            {task.taskStatusText}
          </p>
        </div>
      )}
      {phase === 'done' && (
        <p id={statusId} className={styles.doneText}>
          {task.taskStatusText}
        </p>
      )}
      <div className={styles.actions}>
        {phase === 'processing' && (
          <Button size="sm" variant="secondary" loading={busy === 'refresh'} onClick={() => onRefresh(task.taskCode)}>
            {messages.drawRefresh}
          </Button>
        )}
        {canRegenerateDraw(task.taskStatus) && (
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'regenerate'}
            disabled={busy !== undefined && busy !== 'regenerate'}
            onClick={() => onRegenerate(task.taskCode)}
          >
            {messages.drawRegenerate}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          loading={busy === 'delete'}
          disabled={busy !== undefined && busy !== 'delete'}
          onClick={() => onDelete(task.taskCode)}
        >
          {messages.drawDelete}
        </Button>
      </div>
    </article>
  );
});
