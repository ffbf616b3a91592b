import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import {
  deleteDictionaryEntries,
  exportDictionary,
  importDictionary,
  listDictionary,
  saveDictionaryEntry,
} from '../../domain/dictionary';
import { handle } from '../envelope';

/** The creator's pronunciation dictionary (not in the spec): each user's own, applied to their auditions and tasks. */
export function dictionaryRoutes(app: FastifyInstance, ctx: ServerContext) {
  const dictionary = contract.dictionary;
  handle(app, ctx, dictionary.list, 'user', async (input, { user }) => listDictionary(ctx, user.id, input));
  handle(app, ctx, dictionary.save, 'user', async ({ id, ...entry }, { user }) =>
    saveDictionaryEntry(ctx, user.id, { ...entry, ...(id ? { id } : {}) }),
  );
  handle(app, ctx, dictionary.delete, 'user', async ({ ids }, { user }) => {
    await deleteDictionaryEntries(ctx, user.id, ids);
    return null;
  });
  handle(app, ctx, dictionary.import, 'user', async ({ format, text }, { user }) =>
    importDictionary(ctx, user.id, format, text),
  );
  handle(app, ctx, dictionary.export, 'user', async ({ format }, { user, reply }) => {
    const file = await exportDictionary(ctx, user.id, format);
    reply.header('content-type', file.type);
    reply.header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(`读音词典.${file.extension}`)}`,
    );
    return reply.send(file.body);
  });
}
