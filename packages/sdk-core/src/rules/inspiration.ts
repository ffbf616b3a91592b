import { INSPIRATION_INPUT_MAX_LENGTH } from '../constants';
import { textLength } from './text';

/** The inspiration apply page's refusal of empty input (spec part 2 §5), as the request schema words it. */
export const INSPIRATION_INPUT_EMPTY = '输入内容不能为空';
/** Input past the limit (the textarea stops at it; the schema words it so for any other client). */
export const INSPIRATION_INPUT_TOO_LONG = `输入内容不能超过${INSPIRATION_INPUT_MAX_LENGTH}个字符`;

/**
 * Why the text cannot be sent to an inspiration template (spec part 2 §5, §9), or null: not blank, and at most 500
 * characters once trimmed, counted as `textLength` counts them, as `templateApplyBody` checks on the server.
 */
export function inspirationInputRefusal(content: string): string | null {
  const trimmed = content.trim();
  if (!trimmed) return INSPIRATION_INPUT_EMPTY;
  if (textLength(trimmed) > INSPIRATION_INPUT_MAX_LENGTH) return INSPIRATION_INPUT_TOO_LONG;
  return null;
}
