import { Button, CopyButton, Dialog, Empty, Spinner, Tabs } from '@dubkit/ui';
import { useId } from 'react';
import { format } from '../../../shared/format';
import { formatMs } from '../asrFormat';
import * as styles from './AsrResult.css';
import { type AsrExportTab, type AsrResultState, type UseAsrResultOptions, useAsrResult } from './useAsrResult';

export interface AsrResultProps extends UseAsrResultOptions {
  className?: string;
}

/** A speech-to-text result: the sentences to edit, copy, export (.txt / .srt / .vtt) or send to the studio. */
export function AsrResult({ className, ...options }: AsrResultProps) {
  const state = useAsrResult(options);
  return <AsrResultView {...state} className={className} />;
}

export interface AsrResultViewProps extends AsrResultState {
  className?: string;
}

function Sentences(state: AsrResultState) {
  const { messages, sentences } = state;
  if (state.status === 'loading' || state.status === 'idle')
    return <Spinner className={styles.loading} label={messages.loading} showLabel />;
  if (state.failure !== null)
    return (
      <Empty
        title={state.failure || messages.asrTasksFailed}
        action={
          <Button variant="secondary" onClick={state.reload}>
            {messages.asrRetry}
          </Button>
        }
      />
    );
  if (sentences.length === 0) return <Empty title={messages.asrResultEmpty} />;
  return (
    <ol className={styles.sentences}>
      {sentences.map((sentence, index) => {
        const label = format(messages.asrSentence, {
          index: index + 1,
          begin: formatMs(sentence.beginTime),
          end: formatMs(sentence.endTime),
        });
        const speaker = state.speakers?.[index];
        return (
          // Sentences have no identity of their own; a split or merge re-renders the rows after it.
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the sentence's identity here
          <li key={index} className={styles.sentence}>
            <p className={styles.time} aria-hidden="true">
              {formatMs(sentence.beginTime)} – {formatMs(sentence.endTime)}
              {speaker && <span className={styles.speaker}>{speaker}</span>}
            </p>
            <textarea
              ref={state.field(index)}
              className={styles.text}
              aria-label={speaker ? `${label} ${speaker}` : label}
              value={sentence.text}
              rows={Math.min(4, Math.max(1, Math.ceil(sentence.text.length / 40)))}
              onChange={(event) => state.edit(index, event.target.value)}
            />
            <div className={styles.tools}>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => state.split(index)}
                aria-label={`${messages.asrSplit} ${label}`}
              >
                {messages.asrSplit}
              </Button>
              {index < sentences.length - 1 && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => state.merge(index)}
                  aria-label={`${label} ${messages.asrMerge}`}
                >
                  {messages.asrMerge}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The view of AsrResult: its copy, sentences and actions come as props from the widget. */
export function AsrResultView({ className, ...state }: AsrResultViewProps) {
  const { messages } = state;
  const titleId = useId();
  const hintId = useId();
  const ready = state.status === 'ready' && state.sentences.length > 0;
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={ready ? hintId : undefined}
      data-state={state.status}
    >
      <div className={styles.header}>
        <h3 id={titleId} className={styles.heading}>
          {format(messages.asrResultOf, { title: state.title })}
        </h3>
        <Button size="sm" variant="ghost" onClick={state.back}>
          {messages.asrBack}
        </Button>
      </div>
      {ready && (
        <p id={hintId} className={styles.hint}>
          {messages.asrResultHint}
        </p>
      )}
      <Sentences {...state} />
      {ready && (
        <div className={styles.actions}>
          <CopyButton variant="secondary" text={() => state.plainText} messages={state.copyMessages}>
            {messages.asrCopy}
          </CopyButton>
          <Button onClick={state.openExport}>{messages.asrExport}</Button>
          {state.sendToStudio && (
            <Button variant="secondary" onClick={state.sendToStudio}>
              {messages.asrToStudio}
            </Button>
          )}
        </div>
      )}
      <ExportDialog {...state} />
    </section>
  );
}

/** The export dialog: plain text and SRT tabs, each with copy; .txt, .srt and .vtt downloads. */
function ExportDialog(state: AsrResultState) {
  const { messages } = state;
  const text = state.exportTab === 'srt' ? state.srt : state.plainText;
  return (
    <Dialog
      open={state.exportOpen}
      onOpenChange={(open) => !open && state.closeExport()}
      title={messages.asrExportTitle}
      closeLabel={messages.close}
      width={640}
      footer={
        <div className={styles.exportActions}>
          <CopyButton variant="secondary" text={() => text} messages={state.copyMessages}>
            {messages.asrCopy}
          </CopyButton>
          <Button variant="secondary" onClick={state.exportTxt}>
            {messages.asrExportTxt}
          </Button>
          <Button variant="secondary" onClick={state.exportSrt}>
            {messages.asrExportSrt}
          </Button>
          <Button variant="secondary" onClick={state.exportVtt}>
            {messages.asrExportVtt}
          </Button>
        </div>
      }
    >
      <Tabs<AsrExportTab>
        aria-label={messages.asrExportFormats}
        items={[
          { key: 'text', label: messages.asrPlainText },
          { key: 'srt', label: messages.asrSrt },
        ]}
        value={state.exportTab}
        onChange={state.setExportTab}
      >
        <textarea
          className={styles.preview}
          aria-label={state.exportTab === 'srt' ? messages.asrSrtLabel : messages.asrPlainTextLabel}
          value={text}
          readOnly
          rows={14}
        />
      </Tabs>
    </Dialog>
  );
}
