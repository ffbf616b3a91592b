import type { CustomAnchor, CustomAnchorUpdateBody } from '@dubkit/sdk-core';
import {
  CUSTOM_ANCHOR_COMMENT_MAX_LENGTH,
  CUSTOM_ANCHOR_NAME_MAX_LENGTH,
  CUSTOM_ANCHOR_TEXT_MAX_LENGTH,
} from '@dubkit/sdk-core/anchors';
import { PITCH_RANGE, SPEED_RANGE, VOLUME_RANGE } from '@dubkit/sdk-core/studio';

/** The editable fields of a custom anchor (spec part 2 §5). */
export interface CustomAnchorForm {
  name: string;
  comment: string;
  pitch: number;
  speed: number;
  volume: number;
  text: string;
}

export type RequiredField = 'name' | 'comment' | 'text';
export type CustomAnchorErrors = Partial<Record<RequiredField, string>>;

/**
 * Edit ranges: the prosody sliders' and the audition text's. The name and intro take the save-template dialog's
 * limits, which the server also applies here.
 */
export const CUSTOM_ANCHOR_LIMITS = {
  pitch: PITCH_RANGE,
  speed: SPEED_RANGE,
  volume: VOLUME_RANGE,
  nameMaxLength: CUSTOM_ANCHOR_NAME_MAX_LENGTH,
  commentMaxLength: CUSTOM_ANCHOR_COMMENT_MAX_LENGTH,
  textMaxLength: CUSTOM_ANCHOR_TEXT_MAX_LENGTH,
} as const;

export function formOf(anchor: CustomAnchor): CustomAnchorForm {
  const { name, comment, pitch, speed, volume, text } = anchor;
  return { name, comment, pitch, speed, volume, text };
}

/** The required-field messages, in form order; an empty object when the form can be saved. */
export function validateCustomAnchor(
  form: CustomAnchorForm,
  messages: Readonly<Record<RequiredField, string>>,
): CustomAnchorErrors {
  const errors: CustomAnchorErrors = {};
  for (const field of ['name', 'comment', 'text'] as const) if (!form[field].trim()) errors[field] = messages[field];
  return errors;
}

/** The update call's body: the saved anchor with the edited fields, trimmed. */
export function updateBody(anchor: CustomAnchor, form: CustomAnchorForm): CustomAnchorUpdateBody {
  return {
    id: anchor.id,
    name: form.name.trim(),
    comment: form.comment.trim(),
    intensity: anchor.intensity,
    role: anchor.role,
    pitch: form.pitch,
    speed: form.speed,
    volume: form.volume,
    text: form.text.trim(),
  };
}
