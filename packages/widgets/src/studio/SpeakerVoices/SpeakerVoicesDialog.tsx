import type { VoiceSelection } from '@dubkit/sdk-core/markup';
import { Button, Dialog } from '@dubkit/ui';
import { format } from '../../shared/format';
import type { StudioCopy } from '../copy';
import { MultiVoicePicker } from '../MultiVoicePicker';
import * as styles from './SpeakerVoicesDialog.css';
import { useSpeakerVoices } from './useSpeakerVoices';

export interface SpeakerVoicesDialogProps {
  /** The subtitles' speakers in order; the dialog is open while there are some. */
  speakers: readonly string[];
  messages: StudioCopy;
  /** 导入: each speaker's chosen voice; a speaker left out speaks with the script's voice. */
  onConfirm: (voices: Readonly<Record<string, VoiceSelection>>) => void;
  /** 取消: nothing is imported. */
  onCancel: () => void;
}

const voiceName = (voice: VoiceSelection) => [voice.anchorName, voice.templateName].filter(Boolean).join(' · ');

/**
 * Timed subtitles with speakers: a voice per speaker through the multi-voice picker, or 使用主音色. The picker takes
 * the dialog's place while it is open (one modal at a time), and the dialog comes back with the choice.
 */
export function SpeakerVoicesDialog({ speakers, messages, onConfirm, onCancel }: SpeakerVoicesDialogProps) {
  const choice = useSpeakerVoices();
  const open = speakers.length > 0;
  return (
    <>
      <Dialog
        open={open && choice.picking === null}
        onOpenChange={(next) => !next && onCancel()}
        title={messages.studioSpeakersTitle}
        closeLabel={messages.close}
        width={480}
        footer={
          <div className={styles.footer}>
            <Button variant="secondary" onClick={onCancel}>
              {messages.studioSpeakersCancel}
            </Button>
            <Button onClick={() => onConfirm(choice.voices)}>{messages.studioSpeakersImport}</Button>
          </div>
        }
      >
        <p className={styles.intro}>{messages.studioSpeakersIntro}</p>
        <ul className={styles.speakers}>
          {speakers.map((speaker) => {
            const voice = choice.voices[speaker];
            return (
              <li key={speaker} className={styles.speaker} data-voice={voice ? 'chosen' : 'main'}>
                <span className={styles.who}>
                  <span className={styles.name}>{speaker}</span>
                  <span className={styles.voice}>{voice ? voiceName(voice) : messages.studioSpeakerMainVoiceName}</span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={format(messages.studioSpeakerChooseFor, { speaker })}
                  onClick={() => choice.pick(speaker)}
                >
                  {messages.studioSpeakerChoose}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={format(messages.studioSpeakerMainVoiceFor, { speaker })}
                  aria-pressed={!voice}
                  onClick={() => choice.keepMainVoice(speaker)}
                >
                  {messages.studioSpeakerMainVoice}
                </Button>
              </li>
            );
          })}
        </ul>
      </Dialog>
      <MultiVoicePicker
        open={open && choice.picking !== null}
        onOpenChange={(next) => !next && choice.pick(null)}
        value={choice.picking === null ? null : (choice.voices[choice.picking] ?? null)}
        onConfirm={(voice) => choice.choose(voice)}
      />
    </>
  );
}
