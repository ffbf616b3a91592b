import type { Anchor, AnchorTemplate } from '@dubkit/sdk-core';

/** What the voice picker hands back: the chosen anchor and its first template (none for an anchor without one). */
export interface VoiceChoice {
  anchor: Anchor;
  template: AnchorTemplate | null;
}

export type VoicePickerTab = 'favorites' | 'search';

/** The choice to confirm, or null when no card is selected (请选择一个主播！). */
export function voiceChoice(selected: Anchor | null): VoiceChoice | null {
  if (!selected) return null;
  return { anchor: selected, template: selected.templateList?.[0] ?? null };
}
