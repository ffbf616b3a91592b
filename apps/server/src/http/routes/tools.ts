import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { notLoggedIn } from '../../domain/errors';
import { openBlob } from '../../domain/tools/blobDownload';
import { type ToolsFetchOptions, ToolsOutbound } from '../../domain/tools/outbound';
import { extractVideo, issueVideoCaptcha } from '../../domain/tools/videoExtraction';
import { currentUser, handle, validate } from '../envelope';

/** Per user, not per address: users behind one office NAT share an address; an HLS download fetches many segments. */
export function perUserPerMinute(ctx: ServerContext, max: number): FastifyContextConfig {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      keyGenerator: async (request) => {
        const user = await currentUser(ctx, request);
        return user ? `user:${user.id}` : `ip:${request.ip}`;
      },
    },
  };
}

/** Video extraction and the blob download (spec part 2 §2, §7); both reach other sites through ToolsOutbound. */
export function toolRoutes(app: FastifyInstance, ctx: ServerContext, options: ToolsFetchOptions = {}) {
  const tools = contract.tools;
  const outbound = new ToolsOutbound(options);
  app.addHook('onClose', async () => outbound.close());

  handle(
    app,
    ctx,
    tools.rwmCaptcha,
    'user',
    async (_input, { user }) => issueVideoCaptcha(ctx, user.id),
    perUserPerMinute(ctx, 30),
  );
  handle(
    app,
    ctx,
    tools.rwmParse,
    'user',
    async ({ shareUrl, captcha }, { user }) => extractVideo(ctx, outbound, user.id, shareUrl, captcha),
    perUserPerMinute(ctx, 30),
  );
  handle(
    app,
    ctx,
    tools.rwmLegacy,
    'user',
    async ({ url, captcha }, { user }) => extractVideo(ctx, outbound, user.id, url, captcha),
    perUserPerMinute(ctx, 30),
  );

  app.get(
    tools.blobFetch.path,
    { config: { ...perUserPerMinute(ctx, 600), access: 'user' } },
    async (request, reply) => {
      if (!(await currentUser(ctx, request))) throw notLoggedIn();
      const { url } = validate(tools.blobFetch.query, request.query);
      const blob = await openBlob(outbound, url, request.headers.range);
      return reply.status(blob.status).headers(blob.headers).send(blob.body);
    },
  );
}
