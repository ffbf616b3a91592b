import { CUSTOM_ANCHOR_TEXT_MAX_LENGTH, type CustomAnchor, type CustomAnchorUpdateBody } from '@dubkit/sdk-core';

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

/** Edit ranges: pitch -500..500 step 5, speed 0.5..2 step 0.01, volume 0..100. */
export const PITCH_RANGE = { min: -500, max: 500, step: 5 } as const;
export const SPEED_RANGE = { min: 0.5, max: 2, step: 0.01 } as const;
export const VOLUME_RANGE = { min: 0, max: 100, step: 1 } as const;
/** Name and intro limits of the save-template dialog, which the server also applies here. */
export const NAME_MAX_LENGTH = 30;
export const COMMENT_MAX_LENGTH = 150;
export const TEXT_MAX_LENGTH = CUSTOM_ANCHOR_TEXT_MAX_LENGTH;

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
