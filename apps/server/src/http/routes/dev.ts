import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DevelopmentSmsSink } from '../../domain/auth/sms';
import type { ServerContext } from '../../domain/context';
import { forbidden } from '../../domain/errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const fromLoopback = (request: FastifyRequest) => LOOPBACK.has(request.socket.remoteAddress ?? '');

/**
 * Helpers for tests: the last SMS code sent and the login captcha's answer. Registered only with
 * DUBKIT_DEV_ENDPOINTS=on, and then to loopback clients only.
 */
export function devRoutes(app: FastifyInstance, ctx: ServerContext, sms: DevelopmentSmsSink) {
  app.get<{ Querystring: { phone?: string } }>('/api/dev/sms/latest', async (request) => {
    if (!fromLoopback(request)) throw forbidden('仅限本机访问');
    return { code: 200, message: 'success', data: sms.lastCode(String(request.query.phone ?? '')) };
  });
  app.get<{ Querystring: { phone?: string } }>('/api/dev/captcha/latest', async (request) => {
    if (!fromLoopback(request)) throw forbidden('仅限本机访问');
    const row = await ctx.db
      .selectFrom('captchas')
      .select('text')
      .where('key', '=', `login:${String(request.query.phone ?? '')}`)
      .executeTakeFirst();
    return { code: 200, message: 'success', data: row?.text ?? null };
  });
}
