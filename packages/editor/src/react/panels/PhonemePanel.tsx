import { isValidPinyin, NEUTRAL_TONE, PINYIN_MAX_LENGTH, sanitizePinyin } from '@dubkit/sdk-core/markup';
import { Button, Input, RadioGroup } from '@dubkit/ui';
import { useEffect, useState } from 'react';
import { type PhonemeChoice, phonemeChoices } from '../../lib/pinyin';
import type { PhonemeElement } from '../../lib/types';
import * as styles from '../ScriptEditor.css';
import type { PanelProps } from './PanelProps';

const TONES = [1, 2, 3, 4, NEUTRAL_TONE];

/** The readings of the character (from the dictionary, loaded on first use), or custom pinyin and tone. */
export function PhonemePanel({ element, messages, onChange, onRemove }: PanelProps<PhonemeElement>) {
  const [choices, setChoices] = useState<PhonemeChoice[]>([]);
  const [pinyin, setPinyin] = useState(element.pinyin);
  const [tone, setTone] = useState(element.tone);
  useEffect(() => {
    let current = true;
    phonemeChoices(element.original).then((loaded) => {
      if (current) setChoices(loaded);
    });
    return () => {
      current = false;
    };
  }, [element.original]);

  return (
    <div className={styles.panel}>
      <fieldset className={styles.choices} aria-label={messages.phonemeChoices} aria-busy={!choices.length}>
        {choices.map((choice) => {
          const chosen = choice.pinyin === element.pinyin && choice.tone === element.tone;
          return (
            <Button
              key={`${choice.pinyin}${choice.tone}`}
              size="sm"
              variant={chosen ? 'primary' : 'secondary'}
              aria-pressed={chosen}
              onClick={() => onChange({ pinyin: choice.pinyin, tone: choice.tone })}
            >
              {choice.label}
            </Button>
          );
        })}
      </fieldset>
      <div className={styles.custom}>
        <Input
          size="sm"
          label={messages.phonemeCustom}
          value={pinyin}
          maxLength={PINYIN_MAX_LENGTH}
          autoComplete="off"
          onChange={(value) => setPinyin(sanitizePinyin(value))}
        />
        <RadioGroup
          label={messages.phonemeTone}
          orientation="horizontal"
          options={TONES.map((value) => ({
            value,
            label: value === NEUTRAL_TONE ? messages.neutralTone : String(value),
          }))}
          value={tone}
          onChange={setTone}
        />
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {messages.remove}
        </Button>
        <Button size="sm" disabled={!isValidPinyin(pinyin, tone)} onClick={() => onChange({ pinyin, tone })}>
          {messages.confirm}
        </Button>
      </div>
    </div>
  );
}
