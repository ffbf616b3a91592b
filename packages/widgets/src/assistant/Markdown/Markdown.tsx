import type { CopyMessages } from '@dubkit/ui';
import { lazy, Suspense } from 'react';
import * as styles from './Markdown.css';

/** The renderer and its parser (react-markdown, remark-gfm, remend) load with the first answer, not the page. */
const MarkdownRenderer = lazy(() => import('./MarkdownRenderer'));

export interface MarkdownProps {
  /** The Markdown text; it may be cut short while `streaming`. */
  children: string;
  streaming?: boolean;
  /** The code blocks' copy button label (复制代码 in the chat). */
  copyLabel?: string;
  copyMessages?: CopyMessages;
  className?: string;
}

const noMessages: CopyMessages = {};
const classes = {
  codeBlock: styles.codeBlock,
  codeBar: styles.codeBar,
  codeLanguage: styles.codeLanguage,
  tableScroll: styles.tableScroll,
};

/**
 * Safe Markdown in the theme's look: lists, tables, code blocks with a copy button; no raw HTML; links open in a
 * new tab. Until the renderer has loaded the text shows as it is.
 */
export function Markdown({
  children,
  streaming,
  copyLabel = '复制',
  copyMessages = noMessages,
  className,
}: MarkdownProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-streaming={streaming || undefined}>
      <Suspense fallback={<p className={styles.plain}>{children}</p>}>
        <MarkdownRenderer streaming={streaming} copyLabel={copyLabel} copyMessages={copyMessages} classes={classes}>
          {children}
        </MarkdownRenderer>
      </Suspense>
    </div>
  );
}

/** Starts loading the renderer ahead of the first answer (e.g. when the chat mounts). */
export function preloadMarkdown(): void {
  void import('./MarkdownRenderer');
}
