import { Button, Dialog, Input, Progress } from '@dubkit/ui';
import { useId } from 'react';
import type { CopyProps } from '../../provider';
import { format } from '../../shared/format';
import * as shared from '../../shared/shared.css';
import { type ToolsCopy, useToolsMessages } from '../copy';
import * as styles from './BlobDownload.css';
import { type BlobDownloadModel, type UseBlobDownloadOptions, useBlobDownload } from './useBlobDownload';

export type BlobDownloadProps = UseBlobDownloadOptions;

/** The blob video download (/aitools/blobDownloader): a video or m3u8 link in, one video file out. */
export function BlobDownload(props: BlobDownloadProps) {
  const messages = useToolsMessages();
  const model = useBlobDownload(props);
  return <BlobDownloadView messages={messages} model={model} />;
}

export type BlobDownloadViewProps = CopyProps<ToolsCopy> & { model: BlobDownloadModel };

/** The view of BlobDownload: its copy and state come as props from the widget. */
export function BlobDownloadView({ messages, model }: BlobDownloadViewProps) {
  const titleId = useId();
  const { state } = model;
  return (
    <section
      className={`${shared.panel} ${styles.root}`}
      aria-labelledby={titleId}
      aria-busy={model.busy}
      data-status={state.status}
      data-playlist={
        (state.status === 'downloading' || state.status === 'merging') && state.playlist ? true : undefined
      }
    >
      <h2 id={titleId} className={shared.panelTitle}>
        {messages.blobDownloadTitle}
      </h2>
      <p className={styles.intro}>{messages.blobDownloadIntro}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          model.start();
        }}
      >
        <div className={styles.row}>
          <Input
            label={messages.blobDownloadLabel}
            placeholder={messages.blobDownloadPlaceholder}
            value={model.url}
            onChange={model.setUrl}
            errorMessage={model.fieldError}
            readOnly={model.busy}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
          />
          <div className={styles.buttons}>
            <Button type="submit" loading={model.busy}>
              {messages.blobDownloadSubmit}
            </Button>
            {model.busy && (
              <Button variant="secondary" onClick={model.cancel}>
                {messages.blobDownloadCancel}
              </Button>
            )}
          </div>
        </div>
      </form>
      <div className={styles.status} aria-live="polite">
        {state.status === 'downloading' && (
          <Progress
            label={messages.blobDownloadProgress}
            value={state.percent ?? undefined}
            description={state.playlist ? messages.blobDownloadPlaylist : model.progressText}
          />
        )}
        {state.status === 'merging' && <Progress label={messages.blobDownloadMerging} />}
        {state.status === 'done' && (
          <p className={styles.done}>{format(messages.blobDownloadDone, { name: state.fileName })}</p>
        )}
      </div>
      <Dialog
        open={state.status === 'failed'}
        onOpenChange={(open) => !open && model.dismissFailure()}
        title={messages.blobDownloadFailed}
        footer={<Button onClick={model.dismissFailure}>{messages.confirm}</Button>}
      >
        {model.failure}
      </Dialog>
    </section>
  );
}
