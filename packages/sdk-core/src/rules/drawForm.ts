import { DRAW_PROMPT_MAX_LENGTH, DRAW_REF_STRENGTH_DEFAULT, DRAW_SIZES } from '../constants';
import { drawTaskFailed, drawTaskInProgress } from './draw';

/** The strength slider's default, in percent (sent as DRAW_REF_STRENGTH_DEFAULT, 0.5). */
export const DRAW_STRENGTH_DEFAULT = Math.round(DRAW_REF_STRENGTH_DEFAULT * 100);
export const DRAW_COUNT_MAX = 4;

/** refonly keeps the picture (参考画面, the default); repaint keeps the content (参考内容). */
export type DrawRefMode = 'refonly' | 'repaint';

/** What the drawing form sends, before the reference image. */
export interface DrawFormInput {
  prompt: string;
  styleId: number | null;
  size: string | null;
  count: number;
}

/** Which field of the drawing form is refused, with the message. */
export interface DrawFormRefusal {
  field: keyof DrawFormInput;
  message: string;
}

/** Why the drawing form cannot be sent yet, or null; the server's schema refuses the same with the same texts. */
export function drawFormRefusal({ prompt, styleId, size, count }: DrawFormInput): DrawFormRefusal | null {
  const text = prompt.trim();
  if (!text) return { field: 'prompt', message: '请输入画面描述词' };
  if ([...text].length > DRAW_PROMPT_MAX_LENGTH)
    return { field: 'prompt', message: `画面描述词不能超过${DRAW_PROMPT_MAX_LENGTH}个字符` };
  if (styleId === null || !Number.isInteger(styleId) || styleId < 0)
    return { field: 'styleId', message: '请选择绘画风格' };
  if (size === null || !(DRAW_SIZES as readonly string[]).includes(size))
    return { field: 'size', message: '请选择图片尺寸' };
  if (!Number.isInteger(count) || count < 1 || count > DRAW_COUNT_MAX)
    return { field: 'count', message: '请选择图片数量' };
  return null;
}

/** The strength slider (0–100) as the fraction the server takes (0–1). */
export function drawStrengthFraction(percent: number): number {
  return Math.round(Math.min(100, Math.max(0, percent))) / 100;
}

/** A draw task's state by its taskStatus (sdk-core's draw rules): in progress, done or failed. */
export type DrawTaskPhase = 'processing' | 'done' | 'failed';

export function drawTaskPhase(taskStatus: number): DrawTaskPhase {
  if (drawTaskInProgress(taskStatus)) return 'processing';
  return drawTaskFailed(taskStatus) ? 'failed' : 'done';
}
