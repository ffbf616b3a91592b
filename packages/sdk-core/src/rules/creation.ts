/** Validation rules of the creation page (spec part 2 §5). Each returns the message to show, or null when valid. */

import { textLength } from './text';

export const WORK_TITLE_INPUT_MAX_LENGTH = 25;
/** 1-20 Chinese characters, letters, digits, @ _ -, not starting with @ _ -. */
export const WORK_TITLE_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9][\u4e00-\u9fa5A-Za-z0-9@_-]{0,19}$/;
export const WORK_TITLE_MESSAGE = '任务标题仅支持1-20位中文汉字、英文字母、数字、@_-特殊符号组成';
export const DEFAULT_TASK_TITLE = '默认任务标题';

/** The spec's two readings of the title's length: 1-20 (its message's), and 1-15 (another part of the page). */
export type WorkTitleMaxLength = 20 | 15;

/** The rule's message for a reading: the spec's text, its range following the reading. */
export const workTitleMessage = (maxLength: WorkTitleMaxLength = 20) =>
  WORK_TITLE_MESSAGE.replace('1-20', `1-${maxLength}`);

/** Checked on blur: a blank title is allowed (it is filled from the content on submit). */
export function validateWorkTitle(title: string, maxLength: WorkTitleMaxLength = 20): string | null {
  const value = title.trim();
  if (!value) return null;
  return textLength(value) <= maxLength && WORK_TITLE_PATTERN.test(value) ? null : workTitleMessage(maxLength);
}

const TITLE_CHARACTER = /[\u4e00-\u9fa5A-Za-z0-9@_-]/u;
/** A blank title on submit or save: the content's first characters the title rule allows, else 默认任务标题. */
export function titleFromContent(text: string, maxLength: WorkTitleMaxLength = 20): string {
  const allowed = [...text].filter((character) => TITLE_CHARACTER.test(character)).join('');
  const title = [...allowed.replace(/^[@_-]+/, '')].slice(0, maxLength).join('');
  return title || DEFAULT_TASK_TITLE;
}
