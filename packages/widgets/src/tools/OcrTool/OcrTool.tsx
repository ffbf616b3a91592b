import { Button, CopyButton, Progress, RadioGroup, Textarea } from '@dubkit/ui';
import { useId } from 'react';
import { format } from '../../shared/format';
import { ToolIcon } from '../shared/toolIcons';
import * as styles from './OcrTool.css';
import type { OcrType } from './ocrRules';
import { type OcrToolState, useOcrTool } from './useOcrTool';

export interface OcrToolProps {
  className?: string;
}

/** Image text recognition (/aitools/ocr): pick, drop or paste one image, recognise it, edit, copy or export the text. */
export function OcrTool({ className }: OcrToolProps) {
  const tool = useOcrTool();
  return <OcrToolView {...tool} className={className} />;
}

export interface OcrToolViewProps extends OcrToolState {
  className?: string;
}

function UploadStatus({ messages, progress }: Pick<OcrToolState, 'messages' | 'progress'>) {
  // Sent in full, the host is still recognising: the amount left is unknown.
  return progress < 1 ? (
    <Progress className={styles.progress} label={messages.ocrUploading} value={progress * 100} showValue />
  ) : (
    <Progress className={styles.progress} label={messages.ocrRecognizing} />
  );
}

/** The view of OcrTool: its copy, state and actions come as props from the widget. */
export function OcrToolView({ className, ...tool }: OcrToolViewProps) {
  const { messages } = tool;
  const titleId = useId();
  const hintId = useId();
  const failureId = useId();
  const recognised = tool.phase === 'recognised';
  const uploading = tool.phase === 'uploading';
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={tool.phase}
      data-type={tool.type}
      data-dragging={tool.dragging || undefined}
      data-failed={tool.failure?.stage}
    >
      <h2 id={titleId} className={styles.title}>
        {messages.ocrTitle}
      </h2>
      {recognised ? (
        <>
          <Textarea
            className={styles.result}
            label={messages.ocrResult}
            description={messages.ocrResultHint}
            value={tool.text}
            onChange={tool.setText}
            rows={14}
          />
          <div className={styles.actions}>
            <CopyButton variant="primary" text={() => tool.text} messages={tool.copyMessages}>
              {messages.ocrCopy}
            </CopyButton>
            <Button variant="secondary" onClick={tool.exportText}>
              {messages.ocrExport}
            </Button>
            <Button variant="ghost" onClick={tool.back}>
              {messages.ocrBack}
            </Button>
          </div>
        </>
      ) : (
        <>
          <RadioGroup<OcrType>
            className={styles.type}
            label={messages.ocrType}
            options={tool.typeOptions}
            value={tool.type}
            onChange={tool.setType}
            orientation="horizontal"
            disabled={uploading}
          />
          <div className={styles.dropArea}>
            <button
              {...tool.zoneProps}
              className={styles.zone}
              aria-describedby={[hintId, tool.error ? failureId : null].filter(Boolean).join(' ')}
              aria-invalid={tool.error ? true : undefined}
              data-has-file={tool.file ? true : undefined}
            >
              {tool.file && tool.preview ? (
                <>
                  <img
                    className={styles.preview}
                    src={tool.preview}
                    alt={format(messages.ocrPreview, { name: tool.file.name })}
                  />
                  <span className={styles.fileName}>{format(messages.ocrPicked, { name: tool.file.name })}</span>
                </>
              ) : (
                <>
                  <span className={styles.zoneIcon}>
                    <ToolIcon tool="ocr" size={36} />
                  </span>
                  <span className={styles.prompt}>{tool.dragging ? messages.ocrDropActive : messages.ocrDrop}</span>
                </>
              )}
              <span id={hintId} className={styles.hint}>
                {messages.ocrHint}
              </span>
            </button>
            <input {...tool.inputProps} />
          </div>
          <p id={failureId} className={styles.error} role="alert">
            {tool.error}
          </p>
          {uploading && <UploadStatus messages={messages} progress={tool.progress} />}
          <div className={styles.actions}>
            <Button onClick={tool.start} disabled={!tool.file} loading={uploading}>
              {messages.ocrStart}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
