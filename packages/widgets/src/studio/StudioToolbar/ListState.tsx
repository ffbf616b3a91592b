import { Button, Spinner } from '@dubkit/ui';
import type { ReactNode } from 'react';
import type { CopyProps } from '../../provider';
import type { StudioCopy } from '../copy';
import * as styles from './StudioToolbar.css';
import type { Loaded } from './useLoaded';

/** A loaded list, or its loading, failed (with retry) or empty state. */
export function ListState<T extends readonly unknown[]>({
  messages,
  loaded,
  loadingLabel,
  emptyLabel,
  onRetry,
  children,
}: {
  loaded: Loaded<T>;
  loadingLabel: string;
  emptyLabel: string;
  onRetry: () => void;
  children: (list: T) => ReactNode;
} & CopyProps<StudioCopy>) {
  if (loaded.status === 'ready')
    return loaded.data.length ? children(loaded.data) : <p className={styles.note}>{emptyLabel}</p>;
  if (loaded.status === 'failed')
    return (
      <div className={styles.actions}>
        <p className={styles.note}>{messages.toolListFailed}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {messages.toolRetry}
        </Button>
      </div>
    );
  return <Spinner label={loadingLabel} showLabel />;
}
