import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { notFound } from '../../domain/errors';
import {
  reportSample,
  reportVisitor,
  SAMPLE_NOT_FOUND,
  type SampleAudio,
  sampleScenes,
  searchSamples,
} from '../../domain/samples/samples';
import { handle } from '../envelope';
import { sendStoredFile } from '../storedFile';

/** AI samples (spec part 2 §7 "Samples"): scenes, the paged search, hot reports and each sample's audio. */
export function sampleRoutes(app: FastifyInstance, ctx: ServerContext, audio: SampleAudio) {
  const calls = contract.samples;
  handle(app, ctx, calls.scenes, 'public', async () => sampleScenes(ctx));
  handle(app, ctx, calls.search, 'public', async (query) => searchSamples(ctx, query));
  handle(app, ctx, calls.report, 'optional', async ({ id, event }, { user, request }) => {
    await reportSample(ctx, { id, event, visitor: reportVisitor(user?.id ?? null, request.ip) });
    return null;
  });
  // The first request of a sample waits for its render (the player shows loading), later ones stream the kept file.
  app.get<{ Params: { file: string } }>('/media/sample-audio/:file', async (request, reply) => {
    const match = /^(\d+)\.mp3$/.exec(request.params.file);
    if (!match) throw notFound(SAMPLE_NOT_FOUND);
    const key = await audio.key(Number(match[1]));
    reply.header('content-type', 'audio/mpeg').header('cache-control', 'public, max-age=86400');
    return sendStoredFile(request, reply, audio.files, key, SAMPLE_NOT_FOUND);
  });
}
