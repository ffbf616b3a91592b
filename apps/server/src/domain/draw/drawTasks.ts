import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DrawOptions, DrawTask, DrawTaskAddBody, DrawTaskPage } from '@dubkit/sdk-core';
import { canRegenerateDraw, DRAW_MAX_UNFINISHED_TASKS, DRAW_SIZES } from '@dubkit/sdk-core/draw';
import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../../db/connect';
import type { DrawTasksTable } from '../../db/schema';
import { TASK_STATUS } from '../../db/schema';
import type { ImagesEngine } from '../../engines/images/engine';
import { IMAGES_UNAVAILABLE_MESSAGE } from '../../engines/images/engine';
import type { FileStorage } from '../../storage/files';
import type { ServerContext } from '../context';
import { badRequest, DomainError, forbidden, notFound } from '../errors';
import { ownRefImage, refImageUrl } from './refImages';

export type DrawTaskRow = Selectable<DrawTasksTable>;

/** The job runner's kind for drawing tasks. */
export const DRAW_TASK = 'draw';

/** What a drawing needs beside the database: the provider, where pictures are kept, the uploads, the link key. */
export interface DrawDeps {
  images: ImagesEngine;
  /** Style thumbnails (`styles/`), drawn pictures (`images/`) and the runner's per-task manifest. */
  files: FileStorage;
  /** The signed uploads' storage, where reference images are kept. */
  uploads: FileStorage;
  /** Signs picture links. */
  secret: string;
}

const SIZE_RATIOS: Record<(typeof DRAW_SIZES)[number], string> = {
  '1024*1024': '1:1',
  '720*1280': '9:16',
  '1280*720': '16:9',
};

/** Where a drawn picture is kept in the drawing storage. */
export const drawImageKey = (name: string) => `images/${name}`;

function imageSignature(secret: string, name: string): string {
  return createHmac('sha256', secret).update(`draw-image:${name}`).digest('base64url').slice(0, 32);
}

/**
 * A picture's link: no expiry (the list stays open for long), unguessable without the server's secret; `v` (when the
 * run finished) changes with each run, so a browser may keep a picture for good although a rerun reuses its name.
 */
export function drawImageUrl(secret: string, name: string, version: number): string {
  return `/media/draw/images/${encodeURIComponent(name)}?v=${version}&sig=${imageSignature(secret, name)}`;
}

export function validDrawImageLink(secret: string, name: string, sig: string): boolean {
  const expected = Buffer.from(imageSignature(secret, name));
  const given = Buffer.from(sig);
  return /^DR\w+-\d\.png$/.test(name) && given.length === expected.length && timingSafeEqual(given, expected);
}

/** The spec's taskStatus: 0 and 1 in progress, 2 done, anything else failed (ours: 3). */
const DRAW_TASK_STATUS = { queued: 0, running: 1, done: 2, failed: 3 } as const;

/** A task's taskStatus and its text; a failure's text is its reason. */
function statusOf(row: DrawTaskRow): Pick<DrawTask, 'taskStatus' | 'taskStatusText'> {
  switch (row.status) {
    case TASK_STATUS.queued:
      return { taskStatus: DRAW_TASK_STATUS.queued, taskStatusText: '排队中' };
    case TASK_STATUS.running:
      return { taskStatus: DRAW_TASK_STATUS.running, taskStatusText: '生成中' };
    case TASK_STATUS.done:
      return { taskStatus: DRAW_TASK_STATUS.done, taskStatusText: '生成成功' };
    default:
      return { taskStatus: DRAW_TASK_STATUS.failed, taskStatusText: row.error ?? '生成失败' };
  }
}

export const imageNames = (row: Pick<DrawTaskRow, 'images'>): string[] => JSON.parse(row.images) as string[];

export function drawTaskView(secret: string, row: DrawTaskRow): DrawTask {
  const status = statusOf(row);
  return {
    taskCode: row.code,
    createTime: row.created_at,
    styleId: row.style_id,
    styleName: row.style_name,
    paramSize: row.size,
    paramNum: row.num,
    paramPrompt: row.prompt,
    paramRefImg: row.ref_img ? refImageUrl(row.ref_img) : null,
    paramRefMode: row.ref_img ? row.ref_mode : null,
    paramRefStrength: row.ref_img ? row.ref_strength : null,
    ...status,
    imageList:
      status.taskStatus === DRAW_TASK_STATUS.done
        ? imageNames(row).map((name) => ({ url: drawImageUrl(secret, name, row.finished_at ?? 0) }))
        : [],
  };
}

export async function drawOptions(ctx: ServerContext): Promise<DrawOptions> {
  const styles = await ctx.db
    .selectFrom('draw_styles')
    .select(['id', 'name', 'pic'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    styleList: styles,
    sizeList: DRAW_SIZES.map((value) => ({ name: value, ratio: SIZE_RATIOS[value], value })),
  };
}

/** Without a provider (the routes refuse first), a task fails as it is queued; no picture is made up. */
function jobState(images: ImagesEngine, now: number) {
  return images.configured
    ? { status: TASK_STATUS.queued, error: null, finished_at: null }
    : { status: TASK_STATUS.failed, error: IMAGES_UNAVAILABLE_MESSAGE, finished_at: now };
}

const QUEUE_FULL = `已有${DRAW_MAX_UNFINISHED_TASKS}个绘画任务在排队或生成中，请等待完成后再提交`;

/** The lowest queue slot none of the user's unfinished tasks holds, or null when they hold them all. */
async function freeQueueSlot(ctx: ServerContext, userId: number): Promise<number | null> {
  const held = await ctx.db
    .selectFrom('draw_tasks')
    .select('queue_slot')
    .where('user_id', '=', userId)
    .where('status', 'in', [TASK_STATUS.queued, TASK_STATUS.running])
    .execute();
  const taken = new Set(held.map((row) => row.queue_slot));
  for (let slot = 1; slot <= DRAW_MAX_UNFINISHED_TASKS; slot++) if (!taken.has(slot)) return slot;
  return null;
}

/**
 * Queues a task in one of the user's DRAW_MAX_UNFINISHED_TASKS slots: `queue` writes it with a free slot and answers
 * undefined when a parallel submit took that slot first (the unique index over unfinished tasks' slots refused it),
 * and the next free one is tried; with none free the user is told to wait.
 */
async function inQueueSlot(
  ctx: ServerContext,
  userId: number,
  queue: (slot: number) => Promise<DrawTaskRow | undefined>,
): Promise<DrawTaskRow> {
  for (let tries = 0; tries <= DRAW_MAX_UNFINISHED_TASKS; tries++) {
    const slot = await freeQueueSlot(ctx, userId);
    if (slot === null) break;
    const row = await queue(slot);
    if (row) return row;
  }
  throw new DomainError(429, QUEUE_FULL);
}

/** Queues a drawing (the form's rules were checked by the contract's schema); answers the new task. */
export async function addDrawTask(
  ctx: ServerContext,
  deps: DrawDeps,
  userId: number,
  input: Required<Omit<DrawTaskAddBody, 'refImage'>> & Pick<DrawTaskAddBody, 'refImage'>,
): Promise<DrawTask> {
  const style = await ctx.db
    .selectFrom('draw_styles')
    .select(['id', 'name'])
    .where('id', '=', input.styleId)
    .executeTakeFirst();
  if (!style) throw badRequest('请选择绘画风格');
  const refImage = input.refImage ? await ownRefImage(deps.uploads, userId, input.refImage) : null;
  const now = ctx.now();
  const row = await inQueueSlot(ctx, userId, (slot) =>
    ctx.db
      .insertInto('draw_tasks')
      .values({
        code: `DR${now.toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`,
        kind: DRAW_TASK,
        user_id: userId,
        style_id: style.id,
        style_name: style.name,
        size: input.size,
        num: input.count,
        prompt: input.prompt,
        ref_img: refImage,
        ref_mode: input.refMode,
        ref_strength: input.refStrength,
        attempts: 0,
        available_at: now,
        lease_owner: null,
        lease_expires_at: null,
        file: null,
        duration_ms: null,
        created_at: now,
        queue_slot: slot,
        ...jobState(deps.images, now),
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst(),
  );
  return drawTaskView(deps.secret, row);
}

/** A page of the user's tasks, newest first. */
export async function listDrawTasks(
  ctx: ServerContext,
  secret: string,
  userId: number,
  page: number,
  pageSize: number,
): Promise<DrawTaskPage> {
  const rows = await ctx.db
    .selectFrom('draw_tasks')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  return { list: rows.slice(0, pageSize).map((row) => drawTaskView(secret, row)), hasMore: rows.length > pageSize };
}

export async function ownedDrawTask(ctx: ServerContext, userId: number, code: string): Promise<DrawTaskRow> {
  const row = await ctx.db.selectFrom('draw_tasks').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) throw notFound('任务不存在');
  if (row.user_id !== userId) throw forbidden('无权操作该任务');
  return row;
}

/** The names a task's pictures are kept under: the same on every run, so a rerun overwrites them. */
export const drawImageName = (code: string, index: number) => `${code}-${index + 1}.png`;

/** Deletes whatever pictures any run of the task kept (by their names, so a run not yet recorded is not missed). */
async function deleteOutputs(files: FileStorage, row: DrawTaskRow) {
  const names = Array.from({ length: row.num }, (_, i) => drawImageName(row.code, i));
  await Promise.all(names.map((name) => files.delete(drawImageKey(name))));
  await files.delete(`${row.code}.json`);
}

/**
 * Draws a finished or failed task again with the same parameters, in place: the same task (its code, its place in
 * the list) goes back to the queue and its old pictures are removed, so the page replaces it where it stands.
 */
export async function regenerateDrawTask(
  ctx: ServerContext,
  deps: DrawDeps,
  userId: number,
  code: string,
): Promise<DrawTask> {
  const row = await ownedDrawTask(ctx, userId, code);
  if (!canRegenerateDraw(statusOf(row).taskStatus)) throw badRequest('任务正在生成中，请稍后再试');
  // A full queue is told before the old pictures are removed (the slot itself is taken below).
  if ((await freeQueueSlot(ctx, userId)) === null) throw new DomainError(429, QUEUE_FULL);
  // Before it is queued again, so the new run's pictures (under the same names) are never the ones removed.
  await deleteOutputs(deps.files, row);
  const now = ctx.now();
  // Back in the queue, so it needs a slot as a new task does.
  const reset = await inQueueSlot(ctx, userId, async (slot) => {
    try {
      const updated = await ctx.db
        .updateTable('draw_tasks')
        .set({
          attempts: 0,
          available_at: now,
          lease_owner: null,
          lease_expires_at: null,
          file: null,
          duration_ms: null,
          images: '[]',
          queue_slot: slot,
          ...jobState(deps.images, now),
        })
        .where('id', '=', row.id)
        .where('status', 'in', [TASK_STATUS.done, TASK_STATUS.failed])
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw badRequest('任务正在生成中，请稍后再试');
      return updated;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  });
  return drawTaskView(deps.secret, reset);
}

/** Removes the task, its pictures, and its reference image unless another of the user's tasks still uses it. */
export async function deleteDrawTask(ctx: ServerContext, deps: DrawDeps, userId: number, code: string) {
  const row = await ownedDrawTask(ctx, userId, code);
  await ctx.db.deleteFrom('draw_tasks').where('id', '=', row.id).execute();
  await deleteOutputs(deps.files, row);
  if (row.ref_img) {
    const shared = await ctx.db
      .selectFrom('draw_tasks')
      .select('id')
      .where('ref_img', '=', row.ref_img)
      .executeTakeFirst();
    if (!shared) await deps.uploads.delete(row.ref_img);
  }
}
