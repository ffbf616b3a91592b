import type { Prosody } from '@dubkit/sdk-core/markup';
import { DEFAULT_PROSODY, PROSODY_RANGES } from '@dubkit/sdk-core/studio';
import { Button, Slider } from '@dubkit/ui';
import { useState } from 'react';
import { formatSpeed } from '../../lib/describe';
import type { LocalProsodyElement } from '../../lib/types';
import * as styles from '../ScriptEditor.css';
import type { PanelProps } from './PanelProps';

/** Local pitch: sliders for pitch, speed and volume, reset to default, confirm. */
export function ProsodyPanel({ element, messages, onChange, onRemove }: PanelProps<LocalProsodyElement>) {
  const [prosody, setProsody] = useState<Prosody>({
    pitch: element.pitch,
    speed: element.speed,
    volume: element.volume,
  });
  const set = (key: keyof Prosody) => (value: number) => setProsody((current) => ({ ...current, [key]: value }));
  return (
    <div className={styles.panel}>
      <Slider label={messages.pitch} {...PROSODY_RANGES.pitch} value={prosody.pitch} onChange={set('pitch')} />
      <Slider
        label={messages.speed}
        {...PROSODY_RANGES.speed}
        value={prosody.speed}
        formatValue={formatSpeed}
        onChange={set('speed')}
      />
      <Slider label={messages.volume} {...PROSODY_RANGES.volume} value={prosody.volume} onChange={set('volume')} />
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {messages.remove}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setProsody({ ...DEFAULT_PROSODY })}>
          {messages.reset}
        </Button>
        <Button size="sm" onClick={() => onChange(prosody)}>
          {messages.confirm}
        </Button>
      </div>
    </div>
  );
}
