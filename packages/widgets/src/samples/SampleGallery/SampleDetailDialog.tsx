import type { Sample } from '@dubkit/sdk-core';
import { AudioPlayButton, Avatar, Button, Dialog } from '@dubkit/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { format } from '../../shared/format';
import type { SamplesCopy } from '../copy';
import { reportingMedia } from './reportingMedia';
import * as styles from './SampleGallery.css';

export interface SampleDetailDialogProps {
  /** The sample shown; null closes the dialog. */
  sample: Sample | null;
  messages: SamplesCopy;
  onClose: () => void;
  onUse: (sample: Sample) => void;
  onPlayed: (sample: Sample) => void;
  onPlayError: (error: unknown) => void;
  createMedia?: () => HTMLMediaElement;
}

/** A sample's detail: its voice, comment and text, the player, and 去配音 to the creation page. */
export function SampleDetailDialog({
  sample,
  messages,
  onClose,
  onUse,
  onPlayed,
  onPlayError,
  createMedia,
}: SampleDetailDialogProps) {
  const textId = useId();
  const [shown, setShown] = useState(sample);
  // The last sample stays in the closing dialog instead of emptying it.
  if (sample && sample !== shown) setShown(sample);
  const current = sample ?? shown;
  const played = useRef(() => {});
  useEffect(() => {
    played.current = () => current && onPlayed(current);
  });
  const [media] = useState(() => createMedia ?? reportingMedia(() => played.current()));
  return (
    <Dialog
      open={sample !== null}
      onOpenChange={(open) => !open && onClose()}
      title={current?.name ?? ''}
      closeLabel={messages.close}
      closeOnMaskClick
      width={560}
      footer={
        current && (
          <Button onClick={() => onUse(current)} disabled={sample === null}>
            {messages.sampleUse}
          </Button>
        )
      }
    >
      {current && (
        <div className={styles.detail}>
          <div className={styles.cardHead}>
            <Avatar src={current.anchorAvatar} name={current.anchorName} alt="" size="xl" />
            <div className={styles.identity}>
              <p className={styles.detailVoice}>
                {format(messages.sampleVoice, { anchor: current.anchorName, template: current.templateName })}
              </p>
              {current.comment && <p className={styles.comment}>{current.comment}</p>}
              <span className={styles.hot}>{format(messages.sampleHot, { hot: current.hotText })}</span>
            </div>
            <AudioPlayButton
              key={current.id}
              src={current.templateAudio}
              createMedia={media}
              onError={onPlayError}
              size="lg"
              label={format(messages.samplePlayOf, { name: current.name })}
            />
          </div>
          <section aria-labelledby={textId} className={styles.textSection}>
            <h3 id={textId} className={styles.textTitle}>
              {messages.sampleText}
            </h3>
            <p className={styles.text}>{current.templateText}</p>
          </section>
        </div>
      )}
    </Dialog>
  );
}
