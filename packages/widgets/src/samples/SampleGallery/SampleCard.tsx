import type { Sample } from '@dubkit/sdk-core';
import { AudioPlayButton, Avatar, Card } from '@dubkit/ui';
import { useState } from 'react';
import { format } from '../../shared/format';
import type { SamplesCopy } from '../copy';
import { reportingMedia } from './reportingMedia';
import * as styles from './SampleGallery.css';

export interface SampleCardProps {
  sample: Sample;
  messages: SamplesCopy;
  onOpen: (sample: Sample) => void;
  onPlayed: (sample: Sample) => void;
  onPlayError: (error: unknown) => void;
  /** Makes the player's media element (stories and tests); a reporting Audio by default. */
  createMedia?: () => HTMLMediaElement;
}

/** One sample: anchor avatar, name, comment, voice (anchor · template), hot count and its player. */
export function SampleCard({ sample, messages, onOpen, onPlayed, onPlayError, createMedia }: SampleCardProps) {
  const [media] = useState(() => createMedia ?? reportingMedia(() => onPlayed(sample)));
  return (
    <Card as="li" interactive className={styles.card}>
      <div className={styles.cardHead}>
        <Avatar src={sample.anchorAvatar} name={sample.anchorName} alt="" size="lg" />
        <div className={styles.identity}>
          <h3 className={styles.cardTitle}>
            <button
              type="button"
              className={styles.open}
              aria-haspopup="dialog"
              aria-label={format(messages.sampleOpenOf, { name: sample.name })}
              onClick={() => onOpen(sample)}
            >
              <span className={styles.name}>{sample.name}</span>
            </button>
          </h3>
          <p className={styles.voice}>
            {format(messages.sampleVoice, { anchor: sample.anchorName, template: sample.templateName })}
          </p>
        </div>
      </div>
      {sample.comment && <p className={styles.comment}>{sample.comment}</p>}
      <div className={styles.cardFoot}>
        <span className={styles.hot}>{format(messages.sampleHot, { hot: sample.hotText })}</span>
        <AudioPlayButton
          className={styles.player}
          src={sample.templateAudio}
          createMedia={media}
          onError={onPlayError}
          label={format(messages.samplePlayOf, { name: sample.name })}
        />
      </div>
    </Card>
  );
}
