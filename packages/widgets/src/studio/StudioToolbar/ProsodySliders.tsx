import type { Prosody } from '@dubkit/sdk-core/markup';
import { PROSODY_RANGES } from '@dubkit/sdk-core/studio';
import { Slider } from '@dubkit/ui';
import type { CopyProps } from '../../provider';
import type { StudioCopy } from '../copy';
import { formatSpeed } from './studioToolbarRules';

/** Pitch, speed (shown like 1.0x) and volume, each on its range of `PROSODY_RANGES`. */
export function ProsodySliders({
  messages,
  value,
  onChange,
}: { value: Prosody; onChange: (patch: Partial<Prosody>) => void } & CopyProps<StudioCopy>) {
  return (
    <>
      <Slider
        label={messages.toolPitch}
        {...PROSODY_RANGES.pitch}
        value={value.pitch}
        onChange={(pitch) => onChange({ pitch })}
      />
      <Slider
        label={messages.toolSpeed}
        {...PROSODY_RANGES.speed}
        value={value.speed}
        formatValue={formatSpeed}
        onChange={(speed) => onChange({ speed })}
      />
      <Slider
        label={messages.toolVolume}
        {...PROSODY_RANGES.volume}
        value={value.volume}
        onChange={(volume) => onChange({ volume })}
      />
    </>
  );
}
