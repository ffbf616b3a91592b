import { useSiteMessages } from '@dubkit/widgets';
import type { ReactNode } from 'react';
import * as styles from '../routes/layout.css';

/** A content page: its document title, a heading and the content below. */
export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  const messages = useSiteMessages();
  return (
    <div className={styles.page}>
      <title>{`${title} - ${messages.brandName}`}</title>
      <h1 className={styles.pageTitle}>{title}</h1>
      {children}
    </div>
  );
}
