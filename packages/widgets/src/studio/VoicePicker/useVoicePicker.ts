import type { Anchor } from '@dubkit/sdk-core';
import { VOICE_PICKER_PAGE_SIZE } from '@dubkit/sdk-core/anchors';
import { createAudioCoordinator } from '@dubkit/ui';
import { useRef, useState } from 'react';
import { useDubKit } from '../../provider';
import { useStudioMessages } from '../copy';
import { stopPlaying, stopsPreview } from '../shared/audio';
import { useVoiceSearch } from '../shared/useVoiceSearch';
import { voiceKey } from '../shared/VoiceGrid';
import { type VoiceChoice, type VoicePickerTab, voiceChoice } from './voicePickerRules';

export interface UseVoicePickerOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen anchor and its first template; the dialog closes after. */
  onConfirm: (choice: VoiceChoice) => void;
}

/** The voice picker's behaviour: tabs, filters, 30 cards a page, one selection, one preview at a time. */
export function useVoicePicker({ open, onOpenChange, onConfirm }: UseVoicePickerOptions) {
  const { toaster, baseUrl } = useDubKit();
  const messages = useStudioMessages();
  const search = useVoiceSearch({ active: open, pageSize: VOICE_PICKER_PAGE_SIZE });
  const [selected, setSelected] = useState<Anchor | null>(null);
  const [coordinator] = useState(createAudioCoordinator);
  const previewing = useRef<string | null>(null);
  const tab: VoicePickerTab = search.source;

  const select = (anchor: Anchor) => {
    if (stopsPreview(previewing.current, voiceKey(anchor))) stopPlaying(coordinator);
    setSelected(anchor);
  };

  const confirm = () => {
    const choice = voiceChoice(selected);
    if (!choice) {
      toaster.warning(messages.voiceRequired);
      return;
    }
    onConfirm(choice);
    onOpenChange(false);
  };

  return {
    messages,
    baseUrl,
    search,
    tab,
    setTab: (next: VoicePickerTab) => search.setSource(next),
    coordinator,
    selectedKey: selected ? voiceKey(selected) : null,
    select,
    preview: (anchor: Anchor) => {
      previewing.current = voiceKey(anchor);
    },
    confirm,
    cancel: () => onOpenChange(false),
  };
}

export type VoicePickerState = ReturnType<typeof useVoicePicker>;
