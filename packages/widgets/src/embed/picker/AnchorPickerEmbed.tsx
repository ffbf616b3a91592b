import { Avatar, Button } from '@dubkit/ui';
import { useState } from 'react';
import { VoicePicker } from '../../studio/VoicePicker/VoicePicker';
import type { VoiceChoice } from '../../studio/VoicePicker/voicePickerRules';
import { useEmbedMessages } from '../copy';
import { dispatchDubKitEvent } from '../dispatch';
import { EmbedProvider } from '../EmbedProvider';
import type { EmbedSettings } from '../settings';
import * as styles from './AnchorPickerEmbed.css';

export interface AnchorPickerProps {
  settings: EmbedSettings;
  host: HTMLElement;
}

function AnchorPickerBody({ host }: { host: HTMLElement }) {
  const messages = useEmbedMessages();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<VoiceChoice | null>(null);
  const confirm = (choice: VoiceChoice) => {
    setChosen(choice);
    dispatchDubKitEvent(host, 'dubkit:anchor-selected', {
      anchorId: choice.anchor.id,
      anchorType: choice.anchor.anchorType,
      name: choice.anchor.name,
      templateId: choice.template?.id ?? null,
    });
  };
  return (
    <div className={styles.root}>
      {chosen && (
        <span className={styles.chosen}>
          <Avatar src={chosen.anchor.avatar} name={chosen.anchor.name} alt="" size="sm" />
          <span>{chosen.anchor.name}</span>
        </span>
      )}
      <Button variant={chosen ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        {chosen ? messages.embedChangeAnchor : messages.studioSelectAnchor}
      </Button>
      <VoicePicker open={open} onOpenChange={setOpen} onConfirm={confirm} />
    </div>
  );
}

/** `<dubkit-anchor-picker>`'s React part: the chosen anchor, and the picker dialog behind a button. */
export function AnchorPickerEmbed({ settings, host, overlays }: AnchorPickerProps & { overlays: HTMLElement }) {
  return (
    <EmbedProvider settings={settings} host={host} overlays={overlays}>
      <AnchorPickerBody host={host} />
    </EmbedProvider>
  );
}
