import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { handle } from '../http';
import { activityBanner, addFeedback, homeComments } from '../services/settings';

export function settingsRoutes(app: FastifyInstance, ctx: ServerContext) {
  handle(app, ctx, contract.settings.homeComments, 'public', async () => homeComments(ctx));
  handle(app, ctx, contract.settings.activityBanner, 'public', async ({ position }) => activityBanner(ctx, position));
  handle(app, ctx, contract.feedback.add, 'optional', async (input, { user }) => {
    await addFeedback(ctx, user?.id ?? null, input);
    return null;
  });
}
