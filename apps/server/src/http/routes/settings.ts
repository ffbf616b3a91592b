import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { activityBanner, addFeedback, homeComments } from '../../domain/settings';
import { handle } from '../envelope';

export function settingsRoutes(app: FastifyInstance, ctx: ServerContext, { wechatLogin }: { wechatLogin: boolean }) {
  handle(app, ctx, contract.settings.homeComments, 'public', async () => homeComments(ctx));
  // The site shows the WeChat login tab only when the server can log in through WeChat.
  handle(app, ctx, contract.settings.site, 'public', async () => ({ wechatLogin }));
  handle(app, ctx, contract.settings.activityBanner, 'public', async ({ position }) => activityBanner(ctx, position));
  handle(app, ctx, contract.feedback.add, 'optional', async (input, { user, request }) => {
    await addFeedback(ctx, { userId: user?.id ?? null, address: request.ip }, input);
    return null;
  });
}
