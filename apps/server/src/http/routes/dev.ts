import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { forbidden, notLoggedIn } from '../../domain/errors';
import { videoCaptchaKey } from '../../domain/tools/videoExtraction';
import { currentUser } from '../envelope';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const fromLoopback = (request: FastifyRequest) => LOOPBACK.has(request.socket.remoteAddress ?? '');

async function captchaAnswer(ctx: ServerContext, key: string): Promise<string | null> {
  const row = await ctx.db.selectFrom('captchas').select('text').where('key', '=', key).executeTakeFirst();
  return row?.text ?? null;
}

/** The last code sent to a phone, read from the database so that any web process answers for the one that sent it. */
async function lastSmsCode(ctx: ServerContext, phone: string) {
  const row = await ctx.db
    .selectFrom('sms_codes')
    .select(['code', 'sent_at'])
    .where('phone', '=', phone)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { code: row.code, sentAt: row.sent_at } : null;
}

/**
 * Helpers for tests: the last SMS code sent and the captchas' answers. Registered only with
 * DUBKIT_DEV_ENDPOINTS=on, and then to loopback clients only.
 */
export function devRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.get<{ Querystring: { phone?: string } }>(
    '/api/dev/sms/latest',
    { config: { access: 'loopback' } },
    async (request) => {
      if (!fromLoopback(request)) throw forbidden('仅限本机访问');
      return { code: 200, message: 'success', data: await lastSmsCode(ctx, String(request.query.phone ?? '')) };
    },
  );
  app.get<{ Querystring: { phone?: string } }>(
    '/api/dev/captcha/latest',
    { config: { access: 'loopback' } },
    async (request) => {
      if (!fromLoopback(request)) throw forbidden('仅限本机访问');
      return {
        code: 200,
        message: 'success',
        data: await captchaAnswer(ctx, `login:${String(request.query.phone ?? '')}`),
      };
    },
  );
  // The video extraction captcha of the caller (bearer token).
  app.get('/api/dev/captcha/rwm', { config: { access: 'loopback' } }, async (request) => {
    if (!fromLoopback(request)) throw forbidden('仅限本机访问');
    const user = await currentUser(ctx, request);
    if (!user) throw notLoggedIn();
    return { code: 200, message: 'success', data: await captchaAnswer(ctx, videoCaptchaKey(user.id)) };
  });
}
