import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { speechFailure } from '../../domain/synthesis/speechFailure';
import { listTakes, pinTake, regenerateTake, takePlan } from '../../domain/synthesis/takes';
import type { SpeechRuntime } from '../../engines/speech/runtime';
import { handle } from '../envelope';

/** A sentence's takes (not in the spec): listed, played, made anew and pinned, each for its owner alone. */
export function takeRoutes(app: FastifyInstance, ctx: ServerContext, deps: { speech: () => Promise<SpeechRuntime> }) {
  const takes = contract.takes;
  const varies = async () => (await deps.speech()).varies;

  handle(app, ctx, takes.list, 'user', async (input, { user }) => listTakes(ctx, user.id, input, await varies()));
  handle(app, ctx, takes.regenerate, 'user', async (input, { user }) =>
    regenerateTake(ctx, user.id, input, await varies()),
  );
  handle(app, ctx, takes.pin, 'user', async (input, { user }) => pinTake(ctx, user.id, input, await varies()));
  handle(app, ctx, takes.audio, 'user', async (input, { user, reply }) => {
    const { items, sampleRate } = await takePlan(ctx, user.id, input);
    const speech = await deps.speech();
    const rendered = await speech.render(items, { owner: user.id, sampleRate, music: null }).catch(speechFailure);
    reply.header('content-type', 'audio/mpeg');
    return reply.send(Buffer.from(rendered.mp3));
  });
}
