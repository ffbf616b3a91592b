import type { Task, Work } from '@dubkit/sdk-core';
import { AudioPlayButton, Button } from '@dubkit/ui';
import { format } from '../../shared/format';
import * as styles from './CreationCenter.css';
import type { CreationCenterState } from './useCreationCenter';

type Layout = 'table' | 'cards';

/** A finished task's play and downloads (audio, then its subtitles), in a table row or on a card (larger targets). */
export function TaskActions({ center, task, layout }: { center: CreationCenterState; task: Task; layout: Layout }) {
  const { messages } = center;
  const view = center.taskView(task);
  if (!view.playable) return null;
  const linkClass = layout === 'cards' ? styles.cardLink : styles.link;
  return (
    <span className={layout === 'cards' ? styles.cardActions : styles.actions}>
      <AudioPlayButton
        {...(layout === 'table' ? { size: 'sm' as const } : {})}
        src={view.src}
        label={format(messages.centerPlay, { title: view.title })}
      />
      <a
        className={linkClass}
        href={view.download}
        download
        aria-label={format(messages.centerDownloadOf, { title: view.title })}
      >
        {messages.centerDownload}
      </a>
      {view.subtitles.map((subtitle) => (
        <a
          key={subtitle.format}
          className={linkClass}
          href={subtitle.href}
          download
          aria-label={format(messages.centerSubtitlesOf, { title: view.title, format: subtitle.format })}
        >
          {format(messages.centerSubtitles, { format: subtitle.format })}
        </a>
      ))}
    </span>
  );
}

/** A draft's open and delete (asked first), in a table row or on a card. */
export function DraftActions({
  center,
  work,
  title,
  layout,
}: {
  center: CreationCenterState;
  work: Work;
  title: string;
  layout: Layout;
}) {
  const { messages } = center;
  return (
    <span className={layout === 'cards' ? styles.cardActions : styles.actions}>
      <Button
        size="sm"
        variant={layout === 'cards' ? 'secondary' : 'ghost'}
        aria-label={format(messages.centerOpenOf, { title })}
        onClick={() => center.open(work)}
      >
        {messages.centerOpen}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={format(messages.centerDeleteOf, { title })}
        onClick={() => center.askDelete(work)}
      >
        {messages.centerDelete}
      </Button>
    </span>
  );
}
