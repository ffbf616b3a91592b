import { Button, Dialog, Progress, RadioGroup, Spinner, Textarea } from '@dubkit/ui';
import { useId } from 'react';
import { format } from '../../../shared/format';
import { ToolIcon } from '../../shared/toolIcons';
import { formatSeconds } from '../asrFormat';
import * as styles from './AsrInput.css';
import type { AsrSource } from './asrInputStore';
import { type AsrInputState, type UseAsrInputOptions, useAsrInput } from './useAsrInput';

export interface AsrInputProps extends UseAsrInputOptions {
  className?: string;
}

/** The input tab of speech-to-text: a video share link, or an audio/video file uploaded with progress. */
export function AsrInput({ className, ...options }: AsrInputProps) {
  const state = useAsrInput(options);
  return <AsrInputView {...state} className={className} />;
}

export interface AsrInputViewProps extends AsrInputState {
  className?: string;
}

function Failure(state: AsrInputState) {
  const { messages, failure } = state;
  if (!failure) return null;
  const text =
    failure.kind === 'minutes'
      ? failure.message
      : format(failure.kind === 'upload' ? messages.asrUploadFailed : messages.asrAddFailed, {
          message: failure.message,
        });
  return (
    <div className={styles.failure} role="alert" data-kind={failure.kind}>
      <p className={styles.failureText}>{text}</p>
      {failure.kind === 'minutes' && (
        <Button size="sm" onClick={state.openMemberPlan}>
          {messages.asrOpenMemberPlan}
        </Button>
      )}
    </div>
  );
}

/** The view of AsrInput: its copy, state and actions come as props from the widget. */
export function AsrInputView({ className, ...state }: AsrInputViewProps) {
  const { messages } = state;
  const hintId = useId();
  const errorId = useId();
  const file = state.source === 'file';
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state.phase}
      data-source={state.source}
      data-dragging={state.dragging || undefined}
    >
      <RadioGroup<AsrSource>
        label={messages.asrSource}
        options={[
          { value: 'link', label: messages.asrSourceLink },
          { value: 'file', label: messages.asrSourceFile },
        ]}
        value={state.source}
        onChange={state.setSource}
        orientation="horizontal"
        disabled={state.sending}
      />
      {file ? (
        <>
          <div className={styles.dropArea}>
            <button
              {...state.zoneProps}
              className={styles.zone}
              aria-describedby={[hintId, state.error ? errorId : null].filter(Boolean).join(' ')}
              aria-invalid={state.error ? true : undefined}
              data-has-file={state.file ? true : undefined}
            >
              <span className={styles.zoneIcon}>
                <ToolIcon tool="asr" size={36} />
              </span>
              <span className={styles.prompt}>
                {state.file
                  ? format(messages.asrPicked, { name: state.file.name })
                  : state.dragging
                    ? messages.asrDropActive
                    : messages.asrDrop}
              </span>
              {state.file && (
                <span className={styles.fileMeta}>
                  {state.phase === 'reading' ? (
                    <Spinner size="sm" label={messages.asrReading} showLabel />
                  ) : (
                    state.duration !== null &&
                    format(messages.asrFileDuration, { duration: formatSeconds(state.duration) })
                  )}
                </span>
              )}
              <span id={hintId} className={styles.hint}>
                {messages.asrHint}
              </span>
            </button>
            <input {...state.inputProps} />
          </div>
          <p id={errorId} className={styles.error} role="alert">
            {state.error}
          </p>
          {state.phase === 'uploading' && (
            <Progress label={messages.asrUploading} value={state.progress * 100} showValue />
          )}
        </>
      ) : (
        <Textarea
          label={messages.asrLinkLabel}
          placeholder={messages.asrLinkPlaceholder}
          value={state.shareText}
          onChange={state.setShareText}
          maxLength={state.maxLength}
          rows={4}
          disabled={state.sending}
          errorMessage={state.linkError ?? undefined}
          invalid={state.linkError ? true : undefined}
          description={state.shareUrl ? format(messages.asrLinkParsed, { url: state.shareUrl }) : undefined}
        />
      )}
      <Failure {...state} />
      <div className={styles.actions}>
        <Button
          onClick={state.submit}
          loading={state.sending}
          disabled={file && state.phase !== 'ready' && !state.sending}
        >
          {state.phase === 'adding' ? messages.asrAdding : messages.asrSubmit}
        </Button>
      </div>
      <Dialog
        open={state.added !== null}
        onOpenChange={(open) => !open && state.dismissAdded()}
        title={messages.asrAddedTitle}
        closeLabel={messages.close}
        width={400}
        footer={
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={state.dismissAdded}>
              {messages.asrAddMore}
            </Button>
            <Button onClick={state.openTasks}>{messages.asrGoTasks}</Button>
          </div>
        }
      >
        <p className={styles.added}>{messages.asrAdded}</p>
      </Dialog>
    </div>
  );
}
