import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import {
  addDrawTask,
  type DrawDeps,
  deleteDrawTask,
  drawImageKey,
  drawOptions,
  drawTaskView,
  listDrawTasks,
  ownedDrawTask,
  regenerateDrawTask,
  validDrawImageLink,
} from '../../domain/draw/drawTasks';
import { drawPolicy, refImageKey } from '../../domain/draw/refImages';
import { DomainError, notFound } from '../../domain/errors';
import { IMAGES_UNAVAILABLE_MESSAGE } from '../../engines/images/engine';
import type { TaskRunner } from '../../jobs/taskRunner';
import { styleThumbnailKey } from '../../seed/draw';
import type { SignedUploads } from '../../storage/uploads';
import { handle } from '../envelope';
import { sendStoredFile } from '../storedFile';
import { uploadHost } from './storage';

export interface DrawRouteDeps extends DrawDeps {
  runner: Pick<TaskRunner<never>, 'wake'>;
  signedUploads: SignedUploads;
  /** Resolves once the seeded styles' thumbnails are rendered (in the background from start). */
  thumbnails: () => Promise<unknown>;
}

// A user's own pictures: kept by their browser only; their links change whenever what they show does.
const KEPT = 'private, max-age=31536000, immutable';

/** AI drawing (spec part 2 §7 "Drawing"): options, the reference image policy, tasks; and the pictures they show. */
export function drawRoutes(app: FastifyInstance, ctx: ServerContext, deps: DrawRouteDeps) {
  const draw = contract.draw;
  // Without a provider, drawings (and their reference pictures) are refused before anything is queued.
  const refuseUnconfigured = () => {
    if (!deps.images.configured) throw new DomainError(503, IMAGES_UNAVAILABLE_MESSAGE);
  };

  handle(app, ctx, draw.options, 'user', async () => drawOptions(ctx));
  handle(app, ctx, draw.ossPolicy, 'user', async (query, { user, request }) => {
    refuseUnconfigured();
    return drawPolicy(deps.signedUploads, user.id, query, uploadHost(request));
  });
  handle(app, ctx, draw.tasks, 'user', async ({ page, pageSize }, { user }) =>
    listDrawTasks(ctx, deps.secret, user.id, page, pageSize),
  );
  handle(app, ctx, draw.check, 'user', async ({ taskCode }, { user }) =>
    drawTaskView(deps.secret, await ownedDrawTask(ctx, user.id, taskCode)),
  );
  handle(app, ctx, draw.add, 'user', async (input, { user }) => {
    refuseUnconfigured();
    const task = await addDrawTask(ctx, deps, user.id, input);
    deps.runner.wake();
    return task;
  });
  handle(app, ctx, draw.regenerate, 'user', async ({ taskCode }, { user }) => {
    refuseUnconfigured();
    const task = await regenerateDrawTask(ctx, deps, user.id, taskCode);
    deps.runner.wake();
    return task;
  });
  handle(app, ctx, draw.delete, 'user', async ({ taskCode }, { user }) => {
    await deleteDrawTask(ctx, deps, user.id, taskCode);
    return null;
  });

  // Style thumbnails, rendered by the seed at start.
  app.get<{ Params: { file: string } }>('/media/draw/styles/:file', async (request, reply) => {
    const id = /^(\d+)\.webp$/.exec(request.params.file)?.[1];
    if (!id) throw notFound('图片不存在');
    if (!(await deps.files.exists(styleThumbnailKey(Number(id))))) await deps.thumbnails();
    reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=86400');
    return sendStoredFile(request, reply, deps.files, styleThumbnailKey(Number(id)), '图片不存在');
  });
  // Drawn pictures: through the signed links of their task's view only (an <img> sends no bearer token).
  app.get<{ Params: { file: string }; Querystring: { sig?: string } }>(
    '/media/draw/images/:file',
    async (request, reply) => {
      const name = request.params.file;
      if (!validDrawImageLink(deps.secret, name, String(request.query.sig ?? ''))) throw notFound('图片不存在');
      reply.header('content-type', 'image/png').header('cache-control', KEPT);
      return sendStoredFile(request, reply, deps.files, drawImageKey(name), '图片不存在');
    },
  );
  // Reference images: their folder's 128 random bits are the key.
  app.get<{ Params: { user: string; dir: string; file: string } }>(
    '/media/draw/refs/:user/:dir/:file',
    async (request, reply) => {
      const { user, dir, file } = request.params;
      const key = refImageKey(`/media/draw/refs/${user}/${dir}/${file}`);
      if (!key) throw notFound('图片不存在');
      reply.header('content-type', file.endsWith('.png') ? 'image/png' : 'image/jpeg');
      reply.header('cache-control', KEPT);
      return sendStoredFile(request, reply, deps.uploads, key, '图片不存在');
    },
  );
}
