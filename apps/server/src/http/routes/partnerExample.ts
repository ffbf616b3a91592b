import { createHmac, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { ensurePartner } from '../../domain/partners';

/** The demo partner `npm start` serves at /partner-example: its page embeds the widgets as a partner site would. */
export const EXAMPLE_PARTNER = {
  id: 'pt_example',
  name: '示例合作网站',
  publishableKey: 'pk_example_partner_site',
} as const;

const READER_COOKIE = 'example_reader';

/**
 * The example partner site: its pages (hostile CSS around our elements) and what its backend would do — give each
 * browser a reader id of its own and exchange the partner's secret key for a DubKit token for that reader, through
 * the same `POST /api/partner/token` a real partner's server calls.
 */
export async function partnerExampleRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: { dir: string; secret: string; origins: string[] },
) {
  // Only this server knows the example's secret key: it is derived from the server's own secret.
  const secretKey = `sk_${createHmac('sha256', options.secret).update('partner-example').digest('base64url')}`;
  await ensurePartner(ctx, { ...EXAMPLE_PARTNER, secretKey, allowedOrigins: options.origins });
  await app.register(fastifyCookie);
  app.get('/partner-example/token', async (request, reply) => {
    let reader = request.cookies[READER_COOKIE];
    if (!reader || !/^[\w-]{8,64}$/.test(reader)) {
      reader = `reader-${randomBytes(9).toString('base64url')}`;
      reply.setCookie(READER_COOKIE, reader, { path: '/partner-example', httpOnly: true, sameSite: 'lax' });
    }
    const exchanged = await app.inject({
      method: 'POST',
      url: '/api/partner/token',
      headers: { authorization: `Bearer ${secretKey}` },
      payload: { userId: reader, nickname: '示例读者' },
    });
    const body = exchanged.json() as { code: number; message: string; data: { token: string; expire: number } };
    reply.header('cache-control', 'no-store');
    if (body.code !== 200) return reply.status(502).send({ message: body.message });
    return { token: body.data.token, expire: body.data.expire };
  });
  await app.register(fastifyStatic, {
    root: join(options.dir),
    prefix: '/partner-example/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });
}
