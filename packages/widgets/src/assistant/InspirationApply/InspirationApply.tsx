import { Button, CopyButton, Empty, Skeleton, Spinner, Textarea } from '@dubkit/ui';
import { useId } from 'react';
import { format } from '../../shared/format';
import { TemplateIcon, TemplateLabel } from '../InspirationCenter/InspirationCenter';
import { Markdown } from '../Markdown';
import * as styles from './InspirationApply.css';
import {
  type InspirationApplyState,
  type UseInspirationApplyOptions,
  useInspirationApply,
} from './useInspirationApply';

export interface InspirationApplyProps extends UseInspirationApplyOptions {
  className?: string;
}

/** A template's apply page (/gpt/inspiration/apply?code=): write what you want, generate, stop, copy. */
export function InspirationApply({ className, ...options }: InspirationApplyProps) {
  const state = useInspirationApply(options);
  return <InspirationApplyView {...state} className={className} />;
}

export interface InspirationApplyViewProps extends InspirationApplyState {
  className?: string;
}

/** The view of InspirationApply: its copy, template, text and answer come as props from the widget. */
export function InspirationApplyView({ className, ...page }: InspirationApplyViewProps) {
  const { messages, template, answer } = page;
  const titleId = useId();
  const outputId = useId();
  const back = (
    <a className={styles.back} href={page.backHref} onClick={page.follow(page.backHref)}>
      ← {messages.inspirationBack}
    </a>
  );

  if (page.status === 'notFound')
    return (
      <section className={[styles.root, className].filter(Boolean).join(' ')} data-state="notFound">
        {back}
        <Empty role="alert" title={messages.inspirationNotFound} description={messages.inspirationNotFoundHint} />
      </section>
    );

  if (page.status === 'loading' || !template)
    return (
      <section className={[styles.root, className].filter(Boolean).join(' ')} data-state="loading" aria-busy="true">
        {back}
        <Skeleton shape="text" lines={2} />
        <Skeleton height={180} />
      </section>
    );

  const generating = page.streaming;
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={answer.status}
    >
      {back}
      <header className={styles.header}>
        <TemplateIcon item={template} size={52} />
        <div className={styles.heading}>
          <h1 id={titleId} className={styles.title}>
            {template.title}
            <TemplateLabel label={template.label} />
          </h1>
          <p className={styles.subtitle}>{template.subtitle}</p>
        </div>
      </header>

      <div className={styles.layout}>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (generating) page.stop();
            else page.start();
          }}
        >
          {template.demos.length > 0 && (
            <div className={styles.demos}>
              <h2 className={styles.demosTitle}>{messages.inspirationDemos}</h2>
              <ul className={styles.demoList}>
                {template.demos.map((demo) => (
                  <li key={demo}>
                    <button
                      type="button"
                      className={styles.demo}
                      onClick={() => page.fillDemo(demo)}
                      disabled={generating}
                      aria-label={format(messages.inspirationDemoFill, { demo })}
                    >
                      {demo}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Textarea
            label={messages.inspirationInput}
            description={messages.inspirationInputHint}
            placeholder={template.placeholder || messages.inspirationPlaceholder}
            value={page.content}
            onChange={page.setContent}
            maxLength={page.maxLength}
            errorMessage={page.error}
            rows={8}
            readOnly={generating}
            onKeyDown={(event) => {
              // Ctrl/⌘+Enter generates, as the chat sends; never while an input method is composing.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing) {
                event.preventDefault();
                if (!generating) page.start();
              }
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" variant={generating ? 'secondary' : 'primary'} aria-describedby={outputId}>
              {generating
                ? messages.inspirationStop
                : answer.status === 'idle'
                  ? messages.inspirationStart
                  : messages.inspirationRestart}
            </Button>
          </div>
        </form>

        <div className={styles.output} id={outputId}>
          <div className={styles.outputHead}>
            <h2 className={styles.outputTitle}>{messages.inspirationOutput}</h2>
            <CopyButton size="sm" text={() => answer.output} messages={page.copyMessages} disabled={generating}>
              {messages.inspirationCopy}
            </CopyButton>
          </div>
          <div
            className={styles.answer}
            role="log"
            aria-live="polite"
            aria-busy={generating}
            aria-label={messages.inspirationOutput}
            data-status={answer.status}
          >
            {answer.output && answer.status === 'failed' ? (
              <p className={styles.answerText}>{answer.output}</p>
            ) : answer.output ? (
              <Markdown streaming={generating} copyMessages={page.copyMessages}>
                {answer.output}
              </Markdown>
            ) : (
              !generating && <p className={styles.placeholder}>{messages.inspirationOutputEmpty}</p>
            )}
            {generating && (
              <Spinner className={styles.progress} size="sm" label={messages.inspirationGenerating} showLabel />
            )}
            {answer.status === 'stopped' && (
              <p className={styles.note} role="status">
                {messages.inspirationStopped}
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
