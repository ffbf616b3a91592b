import { REWRITE_INPUT_MAX_LENGTH } from '@dubkit/sdk-core/assistant';
import { Button, CopyButton, Textarea } from '@dubkit/ui';
import { useId } from 'react';
import { Markdown } from '../Markdown';
import * as styles from './Rewrite.css';
import { type RewriteState, useRewrite } from './useRewrite';

export interface RewriteProps {
  className?: string;
}

/** Smart rewrite (/aitools/rewrite): the text on the left, the streamed rewrite on the right. */
export function Rewrite({ className }: RewriteProps) {
  const rewrite = useRewrite();
  return <RewriteView {...rewrite} className={className} />;
}

export interface RewriteViewProps extends RewriteState {
  className?: string;
}

/** The view of Rewrite: its copy, state and actions come as props from the widget. */
export function RewriteView({ className, ...rewrite }: RewriteViewProps) {
  const { messages } = rewrite;
  const titleId = useId();
  const resultId = useId();
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={rewrite.status}
    >
      <h2 id={titleId} className={styles.title}>
        {messages.rewriteTitle}
      </h2>
      <div className={styles.panes}>
        <div className={styles.pane}>
          <Textarea
            label={messages.rewriteInput}
            placeholder={messages.rewritePlaceholder}
            value={rewrite.text}
            onChange={rewrite.setText}
            maxLength={REWRITE_INPUT_MAX_LENGTH}
            rows={25}
            errorMessage={rewrite.error ?? undefined}
            invalid={Boolean(rewrite.error)}
          />
          <div className={styles.actions}>
            <Button onClick={rewrite.start} loading={rewrite.streaming}>
              {messages.rewriteStart}
            </Button>
          </div>
        </div>
        <div className={styles.pane}>
          <h3 id={resultId} className={styles.resultLabel}>
            {messages.rewriteResult}
          </h3>
          <section
            className={styles.result}
            aria-labelledby={resultId}
            aria-busy={rewrite.streaming || undefined}
            data-status={rewrite.status}
          >
            {!rewrite.output ? (
              <p className={styles.placeholder}>{messages.rewriteResultPlaceholder}</p>
            ) : rewrite.status === 'failed' ? (
              <p className={styles.failed}>{rewrite.output}</p>
            ) : (
              <Markdown streaming={rewrite.streaming} copyMessages={rewrite.copyMessages}>
                {rewrite.output}
              </Markdown>
            )}
          </section>
          <div className={styles.actions}>
            {rewrite.streaming ? (
              <Button variant="secondary" onClick={rewrite.stop}>
                {messages.rewriteStop}
              </Button>
            ) : (
              <CopyButton
                variant="secondary"
                text={() => (rewrite.status === 'failed' ? '' : rewrite.output)}
                messages={rewrite.copyMessages}
              >
                {messages.rewriteCopy}
              </CopyButton>
            )}
            <span className={styles.status} role="status">
              {rewrite.streaming
                ? messages.rewriteStreaming
                : rewrite.status === 'stopped'
                  ? messages.rewriteStopped
                  : ''}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
