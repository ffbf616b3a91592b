import type { Task, Work } from '@dubkit/sdk-core';
import { format, formatToMinute } from '../../shared/format';
import { DraftActions, TaskActions } from './CenterActions';
import * as styles from './CreationCenter.css';
import { displayTitle } from './creationCenterRules';
import type { CreationCenterState } from './useCreationCenter';

interface CardsProps {
  center: CreationCenterState;
  label: string;
  loading: boolean;
}

/** One card's details, named as the table's columns name them. */
function Details({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.detail}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The voice-over tasks on a phone: one card each, its status and its actions in view. */
export function TaskCards({ center, list, label, loading }: CardsProps & { list: readonly Task[] }) {
  const { messages } = center;
  return (
    <ul className={styles.cards} aria-label={label} aria-busy={loading}>
      {list.map((task) => {
        const view = center.taskView(task);
        return (
          <li key={task.code} className={styles.card} data-status={task.status}>
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}>{view.title}</p>
              <span className={styles.status} data-status={task.status}>
                {view.status}
              </span>
            </div>
            <Details
              rows={[
                [messages.centerColumnAnchor, task.anchorName],
                [messages.centerColumnStyle, task.styleName],
                [messages.centerColumnLength, format(messages.centerLength, { length: task.length })],
                [messages.centerColumnCreated, formatToMinute(task.createTime)],
              ]}
            />
            <TaskActions center={center} task={task} layout="cards" />
          </li>
        );
      })}
    </ul>
  );
}

/** The drafts on a phone: one card each, open and delete in view. */
export function DraftCards({ center, list, label, loading }: CardsProps & { list: readonly Work[] }) {
  const { messages } = center;
  return (
    <ul className={styles.cards} aria-label={label} aria-busy={loading}>
      {list.map((work) => {
        const title = displayTitle(work.title);
        return (
          <li key={work.workId} className={styles.card}>
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}>{title}</p>
            </div>
            <Details
              rows={[
                [messages.centerColumnAnchor, work.anchorName],
                [messages.centerColumnStyle, work.styleName || work.templateName],
                [messages.centerColumnLength, format(messages.centerLength, { length: work.length })],
                [messages.centerColumnUpdated, formatToMinute(work.updateTime)],
              ]}
            />
            <DraftActions center={center} work={work} title={title} layout="cards" />
          </li>
        );
      })}
    </ul>
  );
}
