// `@dubkit/sdk-core/draw`: AI drawing's form and reference image rules, out of the root entry: only its page and the server need them.
import { DRAW_PROMPT_MAX_LENGTH, DRAW_SIZES } from '../constants';
import { megabytesText } from './text';
import type { PickedFile } from './tools';

/** Reference images of AI drawing: png or jpeg, under 5 MB (spec part 2 §5, §9). */
export const DRAW_REF_MAX_BYTES = 5 * 1024 * 1024;
export const DRAW_REF_TYPES = ['image/png', 'image/jpeg'] as const;
/** The reference image's formats, as users read them. */
export const DRAW_REF_FORMATS = ['png', 'jpeg'] as const;
/** What a picker's `accept` takes for a reference image: the types, and the names for a system that types no file. */
export const DRAW_REF_ACCEPT = [...DRAW_REF_TYPES, '.png', '.jpg', '.jpeg'].join(',');
export const DRAW_REF_TYPE_REFUSAL = `图片格式仅支持 ${DRAW_REF_FORMATS.join('/')}`;
export const DRAW_REF_SIZE_REFUSAL = `图片文件大小不超过${megabytesText(DRAW_REF_MAX_BYTES)}`;
/** The strength slider's default, in percent (sent as 0.5). */
export const DRAW_STRENGTH_DEFAULT = 50;
export const DRAW_COUNT_MAX = 4;

/** refonly keeps the picture (参考画面, the default); repaint keeps the content (参考内容). */
export type DrawRefMode = 'refonly' | 'repaint';

/** A reference image's name the policy takes (a file from disk may come without a type). */
export const DRAW_REF_NAME_PATTERN = /\.(png|jpe?g)$/i;

/** Why a picked or dropped reference image cannot be used, or null. */
export function drawRefImageRefusal(file: PickedFile): string | null {
  const typed = (DRAW_REF_TYPES as readonly string[]).includes(file.type);
  // A file from disk may come without a type; its name decides then.
  if (!typed && (file.type !== '' || !DRAW_REF_NAME_PATTERN.test(file.name))) return DRAW_REF_TYPE_REFUSAL;
  if (file.size >= DRAW_REF_MAX_BYTES) return DRAW_REF_SIZE_REFUSAL;
  return null;
}

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

/** A drawing size ("720*1280") drawn as a box at most `longest` px a side in its own proportions; a square when unreadable. */
export function drawSizeBox(size: string, longest: number): { width: number; height: number } {
  const [width = 0, height = 0] = /^\d+\*\d+$/.test(size) ? size.split('*').map(Number) : [];
  if (!width || !height) return { width: longest, height: longest };
  const scale = longest / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A draw task's state by its taskStatus: 0 and 1 in progress, 2 done, anything else failed. */
export type DrawTaskPhase = 'processing' | 'done' | 'failed';

export function drawTaskPhase(taskStatus: number): DrawTaskPhase {
  if (taskStatus === 0 || taskStatus === 1) return 'processing';
  return taskStatus === 2 ? 'done' : 'failed';
}

/** A finished task, done or failed (taskStatus above 1), may be drawn again. */
export const canRegenerateDraw = (taskStatus: number): boolean => taskStatus > 1;
