import type { ServerContext } from '../../domain/context';
import { drawTask } from '../../domain/draw/drawTask';
import { DRAW_TASK, type DrawTaskRow } from '../../domain/draw/drawTasks';
import { unconfiguredImages } from '../../engines/images/engine';
import { createOpenAiImages } from '../../engines/images/openai';
import { TaskRunner } from '../../jobs/taskRunner';
import { seedDrawStyleThumbnails } from '../../seed/draw';
import type { FileStorage } from '../../storage/files';
import type { AppOptions } from '../options';

/**
 * AI drawing: its images provider, its own job table and runner (always on: it needs no speech engine), pictures in
 * `files`, and the styles' thumbnails rendered in the background at start (a first start's few hundred ms of sharp).
 */
export function drawingService(
  ctx: ServerContext,
  options: AppOptions & { dataDir: string },
  { files, uploads, secret }: { files: FileStorage; uploads: FileStorage; secret: string },
) {
  const draw = {
    images: options.images ? createOpenAiImages(options.images) : unconfiguredImages,
    files,
    uploads,
    secret,
  };
  const runner = new TaskRunner<DrawTaskRow>({
    db: ctx.db,
    dialect: ctx.dialect,
    table: 'draw_tasks',
    files,
    kinds: { [DRAW_TASK]: drawTask(ctx, draw) },
    now: ctx.now,
    concurrency: 1,
    // One retry (a dropped connection, a crash): each drawing is billed by the provider, the user can regenerate.
    maxAttempts: 2,
    leaseMs: options.taskLeaseMs,
    bell: ctx.jobBell,
    exhaustedMessage: '绘画任务多次中断，请重新生成',
    log: ctx.log,
  });
  let styleThumbnails: Promise<unknown> | null = null;
  const thumbnailsStop = new AbortController();
  const thumbnails = () => {
    styleThumbnails ??= seedDrawStyleThumbnails(ctx.db, files, thumbnailsStop.signal).catch((error) => {
      styleThumbnails = null;
      ctx.log.error({ err: error }, 'drawing style thumbnails could not be rendered');
    });
    return styleThumbnails;
  };
  return {
    ...draw,
    runner,
    thumbnails,
    /** The styles' thumbnails where pages are served, the runner where jobs run. */
    start({ web, jobs }: { web: boolean; jobs: boolean }) {
      if (web) thumbnails();
      if (jobs) runner.start();
    },
    /** Before the server closes: the runner's drawings finish or are released, the thumbnails stop. */
    async stop() {
      thumbnailsStop.abort();
      await runner.stop();
      await styleThumbnails;
    },
  };
}
