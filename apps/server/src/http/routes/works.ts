import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { deleteWork, saveWork, workDetail, workList } from '../../domain/works';
import type { SpeechRuntime } from '../../engines/speech/runtime';
import { handle } from '../envelope';

/** Saved scripts, and the sound effects and music a script may use. */
export function workRoutes(app: FastifyInstance, ctx: ServerContext, speech: () => Promise<SpeechRuntime>) {
  const works = contract.works;

  handle(app, ctx, works.save, 'user', async (input, { user }) => saveWork(ctx, user.id, input));
  handle(app, ctx, works.list, 'user', async ({ page, pageSize }, { user }) => workList(ctx, user.id, page, pageSize));
  handle(app, ctx, works.detail, 'user', async ({ workId }, { user }) => workDetail(ctx, user.id, workId));
  handle(app, ctx, works.delete, 'user', async ({ workId }, { user }) => {
    await deleteWork(ctx, user.id, workId);
    return null;
  });

  handle(app, ctx, works.soundCategories, 'public', async () => (await speech()).manifest.soundCategories);
  handle(app, ctx, works.sounds, 'public', async ({ styleId }) =>
    (await speech()).manifest.sounds
      .filter((s) => !styleId || s.categoryId === styleId)
      .map((s) => ({ id: s.id, name: s.name, filepath: `/media/sounds/${s.file}`, duration: s.durationMs / 1000 })),
  );
  handle(app, ctx, works.bgmList, 'public', async ({ page, pageSize }) =>
    (await speech()).manifest.music
      .slice((page - 1) * pageSize, page * pageSize)
      .map((m) => ({ id: m.id, name: m.name, filepath: `/media/music/${m.file}`, duration: m.durationMs / 1000 })),
  );
}
