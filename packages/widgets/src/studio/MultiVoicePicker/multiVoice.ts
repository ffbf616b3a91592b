import type { AnchorDetail, CustomAnchor, Role, Template } from '@dubkit/sdk-core';
import type { Prosody, VoiceSelection } from '@dubkit/sdk-core/markup';
import {
  clampToRange,
  DEFAULT_PROSODY,
  MULTI_VOICE_PITCH_RANGE,
  SPEED_RANGE,
  VOLUME_RANGE,
} from '@dubkit/sdk-core/studio';

/** The voice being put together once an anchor's detail has loaded. */
export interface VoiceDraft {
  /** The system anchor that speaks (a custom anchor's own anchor). */
  anchorId: number;
  anchorName: string;
  templates: readonly Template[];
  roles: readonly Role[];
  templateId: number | null;
  /** The chosen role's value; null is 无. */
  role: string | null;
  prosody: Prosody;
}

export type VoiceRefusal = 'voiceRequired' | 'templateRequired';

export function clampProsody({ pitch, speed, volume }: Prosody): Prosody {
  return {
    pitch: Math.round(clampToRange(pitch, MULTI_VOICE_PITCH_RANGE)),
    speed: clampToRange(speed, SPEED_RANGE),
    volume: Math.round(clampToRange(volume, VOLUME_RANGE)),
  };
}

/** Selecting a template copies its pitch, speed and volume into the sliders. */
export function prosodyOf(template: Template | undefined): Prosody {
  if (!template) return { ...DEFAULT_PROSODY };
  return clampProsody({ pitch: template.pitchRate, speed: template.speechRate, volume: template.volume });
}

/** An anchor id the picker can load: a positive whole number. */
export const isKnownAnchorId = (id: number) => Number.isSafeInteger(id) && id > 0;

const roleValueOf = (roles: readonly Role[], wanted: string | undefined) =>
  wanted ? (roles.find((role) => role.value === wanted || role.name === wanted)?.value ?? null) : null;

/**
 * The draft right after a pick: the previously bound template, role and sliders when the same anchor is picked
 * again; otherwise the first template with its sliders and no role.
 */
export function draftFromDetail(detail: AnchorDetail, bound?: VoiceSelection | null): VoiceDraft {
  const templates = detail.templateList;
  const base = { anchorId: detail.id, anchorName: detail.name, templates, roles: detail.roleList };
  const boundTemplate = bound?.anchorId === detail.id ? templates.find((t) => t.id === bound.templateId) : undefined;
  if (bound && boundTemplate)
    return {
      ...base,
      templateId: boundTemplate.id,
      role: roleValueOf(detail.roleList, bound.role?.value),
      prosody: clampProsody(bound),
    };
  const first = templates[0];
  return { ...base, templateId: first?.id ?? null, role: null, prosody: prosodyOf(first) };
}

/** A custom anchor (sort 11) speaks as its system anchor with its saved template, role and sliders. */
export function draftFromCustom(detail: AnchorDetail, custom: CustomAnchor): VoiceDraft {
  const templates = detail.templateList;
  const template = templates.find((t) => t.id === custom.templateId) ?? templates[0];
  return {
    anchorId: custom.anchorId,
    anchorName: custom.name,
    templates,
    roles: detail.roleList,
    templateId: template?.id ?? null,
    role: roleValueOf(detail.roleList, custom.role),
    prosody: clampProsody(custom),
  };
}

export function withTemplate(draft: VoiceDraft, templateId: number): VoiceDraft {
  const template = draft.templates.find((t) => t.id === templateId);
  return template ? { ...draft, templateId, prosody: prosodyOf(template) } : draft;
}

/** Clicking the selected role again deselects it (back to 无); 无 is null. */
export function toggleRole(current: string | null, clicked: string | null): string | null {
  return clicked === current ? null : clicked;
}

export function withRole(draft: VoiceDraft, clicked: string | null): VoiceDraft {
  return { ...draft, role: toggleRole(draft.role, clicked) };
}

export function withProsody(draft: VoiceDraft, patch: Partial<Prosody>): VoiceDraft {
  return { ...draft, prosody: clampProsody({ ...draft.prosody, ...patch }) };
}

/** Why the draft cannot be confirmed yet, or null. */
export function refusalOf(draft: VoiceDraft | null): VoiceRefusal | null {
  if (!draft) return 'voiceRequired';
  if (draft.templateId === null || !draft.templates.some((t) => t.id === draft.templateId)) return 'templateRequired';
  return null;
}

/** The voice selection of a confirmable draft; the role only when one other than 无 is chosen. */
export function selectionOf(draft: VoiceDraft): VoiceSelection {
  const template = draft.templates.find((t) => t.id === draft.templateId);
  const role = draft.role === null ? undefined : draft.roles.find((r) => r.value === draft.role);
  return {
    anchorId: draft.anchorId,
    anchorName: draft.anchorName,
    templateId: template?.id ?? 0,
    templateName: template?.title ?? '',
    ...draft.prosody,
    ...(role ? { role: { name: role.name, value: role.value } } : {}),
  };
}
