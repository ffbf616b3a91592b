import { Readable } from 'node:stream';
import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { notLoggedIn } from '../../domain/errors';
import { auditionPlan } from '../../domain/synthesis/audition';
import { speechFailure } from '../../domain/synthesis/speechFailure';
import { continued, type SpeechRuntime } from '../../engines/speech/runtime';
import { currentUser, validate } from '../envelope';

/** `POST /api/tts/audition`: the script's audio streamed as it is spoken (engines/speech/README.md). */
export function auditionRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  deps: { speech: () => Promise<SpeechRuntime>; auditionKey: string },
) {
  app.post('/api/tts/audition', { config: { access: 'user' } }, async (request, reply) => {
    const user = await currentUser(ctx, request);
    if (!user) throw notLoggedIn();
    const input = validate(contract.tasks.audition.body, request.body);
    // Refused before any rendering (and before the 200 header): a pause or a whole too long for an audition.
    const { items, options } = await auditionPlan(ctx, user.id, input, deps.auditionKey);
    const audio = (await deps.speech()).stream(items, options);
    // A failure before the first frames is answered in the JSON envelope; one after them can only cut the
    // response short (the client sees the download fail, after the audio it already has).
    const first = await audio.next().catch(speechFailure);
    reply.header('content-type', 'audio/mpeg');
    return reply.send(Readable.from(continued(first, audio), { objectMode: false }));
  });
}
