import sharp from 'sharp';
import { TASK_STATUS } from '../../db/schema';
import { type ImagesEngine, ImagesError } from '../../engines/images/engine';
import type { FileStorage } from '../../storage/files';
import type { ServerContext } from '../context';
import { type DrawTaskRow, drawImageKey, drawImageName } from './drawTasks';

/** The provider's size for ours: `1024*1024` → `1024x1024`, passed through (see the server README on sizes). */
export const providerSize = (size: string) => size.replace('*', 'x');

/**
 * What the provider is asked to draw: the description, then the style's words. With a reference image, the mode and
 * strength go into the words too — the images API has no strength parameter, and an unknown one is refused.
 */
export function drawPrompt(
  task: Pick<DrawTaskRow, 'prompt' | 'ref_img' | 'ref_mode' | 'ref_strength'>,
  styleSuffix: string,
): string {
  const described = styleSuffix ? `${task.prompt}，${styleSuffix}` : task.prompt;
  if (!task.ref_img) return described;
  const percent = Math.round(task.ref_strength * 100);
  return task.ref_mode === 'repaint'
    ? `以参考图片的内容为基础重新绘制，保留原图内容的程度为${percent}%：${described}`
    : `参考图片的画面构图与色调进行创作，参考强度${percent}%：${described}`;
}

const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && bytes[1] === 0x50;

/**
 * The runner's kind for drawing tasks: asks the provider for the pictures, keeps each as `images/<code>-<i>.png` (a
 * rerun overwrites them) and records their names on the task; the runner's own file is a small JSON manifest.
 */
export function drawTask(ctx: ServerContext, deps: { images: ImagesEngine; files: FileStorage; uploads: FileStorage }) {
  return async (task: DrawTaskRow, signal: AbortSignal) => {
    const started = performance.now();
    const style = await ctx.db
      .selectFrom('draw_styles')
      .select('prompt_suffix')
      .where('id', '=', task.style_id)
      .executeTakeFirst();
    let reference: { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' } | undefined;
    if (task.ref_img) {
      if (!(await deps.uploads.exists(task.ref_img))) throw new ImagesError('FAILED', '参考图片已失效，请重新上传');
      const bytes = await deps.uploads.read(task.ref_img);
      reference = { bytes, type: isPng(bytes) ? 'image/png' : 'image/jpeg' };
    }
    const pictures = await deps.images.generate(
      {
        prompt: drawPrompt(task, style?.prompt_suffix ?? ''),
        size: providerSize(task.size),
        count: task.num,
        reference,
      },
      { signal },
    );
    const names: string[] = [];
    for (const [i, picture] of pictures.entries()) {
      // Whatever format the provider sent, the kept picture is a PNG that decodes.
      const png = await sharp(picture)
        .png()
        .toBuffer()
        .catch((error) => {
          throw new ImagesError('FAILED', '图片生成失败：服务返回的图片无法读取', { cause: error });
        });
      const name = drawImageName(task.code, i);
      await deps.files.put(drawImageKey(name), png);
      names.push(name);
    }
    signal.throwIfAborted();
    const kept = await ctx.db
      .updateTable('draw_tasks')
      .set({ images: JSON.stringify(names) })
      .where('id', '=', task.id)
      .where('status', '=', TASK_STATUS.running)
      .executeTakeFirst();
    if (Number(kept.numUpdatedRows) === 0) {
      // Deleted while it was drawn: nothing may keep its pictures.
      await Promise.all(names.map((name) => deps.files.delete(drawImageKey(name))));
      throw new Error('the task was deleted while it was drawn');
    }
    const durationMs = performance.now() - started;
    return {
      bytes: Buffer.from(JSON.stringify({ images: names, size: task.size, durationMs: Math.round(durationMs) })),
      extension: 'json',
      durationMs,
    };
  };
}
