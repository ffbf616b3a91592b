import { Button, Progress, Upload } from '@dubkit/ui';
import { useId } from 'react';
import type { CopyProps } from '../../provider';
import { format } from '../../shared/format';
import * as shared from '../../shared/shared.css';
import { type ToolsCopy, useToolsMessages } from '../copy';
import * as styles from './AudioExtract.css';
import { type AudioExtractModel, type UseAudioExtractOptions, useAudioExtract } from './useAudioExtract';

export type AudioExtractProps = UseAudioExtractOptions;

/** Audio extraction (/aitools/audioParse): a video in, its audio as a WAV download, all in the browser. */
export function AudioExtract(props: AudioExtractProps) {
  const messages = useToolsMessages();
  const model = useAudioExtract(props);
  return <AudioExtractView messages={messages} model={model} />;
}

export type AudioExtractViewProps = CopyProps<ToolsCopy> & { model: AudioExtractModel };

/** The view of AudioExtract: its copy and state come as props from the widget. */
export function AudioExtractView({ messages, model }: AudioExtractViewProps) {
  const titleId = useId();
  const { state } = model;
  const stepLabels = [
    messages.audioExtractStepIdle,
    messages.audioExtractStepReading,
    messages.audioExtractStepExtracting,
  ];
  return (
    <section
      className={`${shared.panel} ${styles.root}`}
      aria-labelledby={titleId}
      aria-busy={model.busy}
      data-status={state.status}
      data-step={state.step}
    >
      <h2 id={titleId} className={shared.panelTitle}>
        {messages.audioExtractTitle}
      </h2>
      <p className={styles.intro}>{messages.audioExtractIntro}</p>
      <ol className={styles.steps}>
        {stepLabels.map((label, index) => (
          <li
            key={label}
            className={styles.step}
            aria-current={model.busy && state.step === index ? 'step' : !model.busy && index === 0 ? 'step' : undefined}
            data-passed={model.busy && index < state.step ? true : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
      <Upload
        accept={model.accept}
        messages={{ invalidType: messages.audioExtractInvalidType, tooLarge: messages.audioExtractInvalidType }}
        onFile={model.pick}
        disabled={model.busy}
        hint={messages.audioExtractHint}
      >
        {messages.audioExtractPick}
      </Upload>
      <div className={styles.status} aria-live="polite">
        {state.status === 'reading' && (
          <Progress label={format(messages.audioExtractReading, { name: state.fileName })} value={state.percent} />
        )}
        {state.status === 'extracting' && <Progress label={messages.audioExtractExtracting} />}
        {state.status === 'done' && (
          <p className={styles.done}>{format(messages.audioExtractDone, { name: state.outputName })}</p>
        )}
        {state.status === 'failed' && (
          <p className={styles.error} role="alert">
            {model.error}
          </p>
        )}
      </div>
      {(model.busy || state.status === 'done') && (
        <div className={styles.actions}>
          {model.busy && (
            <Button variant="secondary" onClick={model.cancel}>
              {messages.audioExtractCancel}
            </Button>
          )}
          {state.status === 'done' && (
            <Button variant="secondary" onClick={model.downloadAgain}>
              {messages.audioExtractDownloadAgain}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
