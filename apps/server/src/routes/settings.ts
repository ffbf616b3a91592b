import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { handle } from '../http';
import { activityBanner, addFeedback, homeComments } from '../services/settings';

export function settingsRoutes(app: FastifyInstance, ctx: ServerContext, { wechatLogin }: { wechatLogin: boolean }) {
  handle(app, ctx, contract.settings.homeComments, 'public', async () => homeComments(ctx));
  // The site shows the WeChat login tab only when the server can log in through WeChat.
  handle(app, ctx, contract.settings.site, 'public', async () => ({ wechatLogin }));
  handle(app, ctx, contract.settings.activityBanner, 'public', async ({ position }) => activityBanner(ctx, position));
  handle(app, ctx, contract.feedback.add, 'optional', async (input, { user }) => {
    await addFeedback(ctx, user?.id ?? null, input);
    return null;
  });
}
