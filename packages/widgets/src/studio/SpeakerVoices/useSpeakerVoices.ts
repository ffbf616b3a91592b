import type { VoiceSelection } from '@dubkit/sdk-core/markup';
import { useState } from 'react';

/** The voice chosen for each speaker (none: the script's voice), and the speaker whose voice is being picked. */
export function useSpeakerVoices() {
  const [voices, setVoices] = useState<Readonly<Record<string, VoiceSelection>>>({});
  const [picking, setPicking] = useState<string | null>(null);
  return {
    voices,
    picking,
    pick: setPicking,
    choose: (voice: VoiceSelection) => {
      if (picking !== null) setVoices((current) => ({ ...current, [picking]: voice }));
      setPicking(null);
    },
    keepMainVoice: (speaker: string) => setVoices(({ [speaker]: _dropped, ...rest }) => rest),
  };
}
