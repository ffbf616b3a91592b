import { DRAW_PROMPT_MAX_LENGTH } from '../constants';

export const DRAW_COUNT_MAX = 4;

/** refonly keeps the picture (参考画面, the default); repaint keeps the content (参考内容). */
export type DrawRefMode = 'refonly' | 'repaint';

/**
 * Why the drawing form's prompt cannot be sent (spec part 2 §5), or null: 请输入画面描述词, at most 500 characters.
 * Style, size and count come from the options' choices; the server's schema refuses anything else.
 */
export function drawPromptRefusal(prompt: string): string | null {
  const length = [...prompt.trim()].length;
  if (!length) return '请输入画面描述词';
  return length > DRAW_PROMPT_MAX_LENGTH ? `画面描述词不能超过${DRAW_PROMPT_MAX_LENGTH}个字符` : null;
}

/** The strength slider (0–100) as the fraction the server takes (0–1). */
export function drawStrengthFraction(percent: number): number {
  return Math.round(Math.min(100, Math.max(0, percent))) / 100;
}
