import type { Anchor, AnchorType } from '@dubkit/sdk-core';
import { MULTI_VOICE_PICKER_PAGE_SIZE, SORT_CUSTOM } from '@dubkit/sdk-core/anchors';
import type { Prosody, VoiceSelection } from '@dubkit/sdk-core/markup';
import { createAudioCoordinator } from '@dubkit/ui';
import { useEffect, useRef, useState } from 'react';
import { useDubKit } from '../../provider';
import { useStudioMessages } from '../copy';
import { stopPlaying, stopsPreview } from '../shared/audio';
import { useVoiceSearch } from '../shared/useVoiceSearch';
import { voiceKey } from '../shared/VoiceGrid';
import { isCustomQuery } from '../shared/voiceQuery';
import {
  draftFromCustom,
  draftFromDetail,
  isKnownAnchorId,
  refusalOf,
  selectionOf,
  type VoiceDraft,
  withProsody,
  withRole,
  withTemplate,
} from './multiVoice';

export type MultiVoiceTab = 'anchors' | 'custom';

export interface UseMultiVoicePickerOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen voice, and whether 替换全部 (rather than 确定) was pressed; the dialog closes after. */
  onConfirm: (selection: VoiceSelection, options: { replaceAll: boolean }) => void;
  /** The voice the segment has now, when editing one: its anchor, template, role and sliders come back. */
  value?: VoiceSelection | null;
}

/** The anchor whose detail is loading or loaded; `key` marks its card. */
export type VoicePick =
  | { status: 'none' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; draft: VoiceDraft };

/** The multi-voice picker's behaviour: the card list, the picked anchor's detail and its draft voice. */
export function useMultiVoicePicker({ open, onOpenChange, onConfirm, value }: UseMultiVoicePickerOptions) {
  const { client, toaster, baseUrl } = useDubKit();
  const messages = useStudioMessages();
  const search = useVoiceSearch({ active: open, pageSize: MULTI_VOICE_PICKER_PAGE_SIZE });
  const [pick, setPick] = useState<VoicePick>({ status: 'none' });
  const [coordinator] = useState(createAudioCoordinator);
  const attempt = useRef(0);
  const catalogueSort = useRef(search.query.filters.sort);
  const previewing = useRef<string | null>(null);

  const load = async (key: string, anchorId: number, anchorType: AnchorType, bound: VoiceSelection | null) => {
    const current = ++attempt.current;
    const unknown = () => {
      toaster.error(`${messages.anchorUnknown}${anchorId}`);
      setPick({ status: 'none' });
    };
    if (!isKnownAnchorId(anchorId)) return unknown();
    setPick({ status: 'loading', key });
    try {
      const draft =
        anchorType === 1
          ? draftFromCustom(
              ...(await Promise.all([
                client.anchors.detail({ anchorId, anchorType }, { handled: true }),
                client.anchors.customDetail({ anchorId }, { handled: true }),
              ])),
            )
          : draftFromDetail(await client.anchors.detail({ anchorId, anchorType }, { handled: true }), bound);
      if (current !== attempt.current) return;
      if (!isKnownAnchorId(draft.anchorId)) return unknown();
      setPick({ status: 'ready', key, draft });
    } catch {
      if (current === attempt.current) unknown();
    }
  };

  // Each opening starts from the segment's voice (or none); the filters stay as left.
  const reset = useRef(() => {});
  reset.current = () => {
    if (value) return void load(voiceKey({ anchorType: 0, id: value.anchorId }), value.anchorId, 0, value);
    attempt.current += 1;
    setPick({ status: 'none' });
  };
  useEffect(() => {
    if (open) reset.current();
  }, [open]);

  const update = (change: (draft: VoiceDraft) => VoiceDraft) =>
    setPick((previous) => (previous.status === 'ready' ? { ...previous, draft: change(previous.draft) } : previous));

  const choose = (anchor: Anchor) => {
    const key = voiceKey(anchor);
    if (stopsPreview(previewing.current, key)) stopPlaying(coordinator);
    void load(key, anchor.id, anchor.anchorType, value ?? null);
  };

  const confirm = (replaceAll: boolean) => {
    const draft = pick.status === 'ready' ? pick.draft : null;
    const refusal = refusalOf(draft);
    if (refusal || !draft) {
      toaster.warning(refusal === 'templateRequired' ? messages.templateRequired : messages.voiceRequired);
      return;
    }
    onConfirm(selectionOf(draft), { replaceAll });
    onOpenChange(false);
  };

  const tab: MultiVoiceTab = isCustomQuery(search.query) ? 'custom' : 'anchors';
  const setTab = (next: MultiVoiceTab) => {
    if (next === tab) return;
    if (next === 'custom') {
      catalogueSort.current = search.query.filters.sort;
      search.setFilter('sort', SORT_CUSTOM);
    } else search.setFilter('sort', catalogueSort.current);
  };

  return {
    messages,
    baseUrl,
    search,
    tab,
    setTab,
    coordinator,
    pick,
    selectedKey: pick.status === 'none' ? null : pick.key,
    choose,
    preview: (anchor: Anchor) => {
      previewing.current = voiceKey(anchor);
    },
    selectTemplate: (templateId: number) => update((draft) => withTemplate(draft, templateId)),
    clickRole: (role: string | null) => update((draft) => withRole(draft, role)),
    setProsody: (patch: Partial<Prosody>) => update((draft) => withProsody(draft, patch)),
    confirm: () => confirm(false),
    replaceAll: () => confirm(true),
  };
}

export type MultiVoicePickerState = ReturnType<typeof useMultiVoicePicker>;
