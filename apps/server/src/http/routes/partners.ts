import { PUBLISHABLE_KEY_HEADER, SIGNATURE_HEADER } from '@dubkit/sdk-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ServerContext } from '../../domain/context';
import { DomainError } from '../../domain/errors';
import { anyPartnerAllows, mintPartnerToken, partnerAllows, partnerForPublishableKey } from '../../domain/partners';
import { bearerToken, validate } from '../envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner whose site sent this call (its publishable key and origin checked); null on our own site. */
    partnerId: string | null;
  }
}

const KEY_HEADER = PUBLISHABLE_KEY_HEADER.toLowerCase();
const ALLOWED_HEADERS = ['authorization', 'content-type', KEY_HEADER, SIGNATURE_HEADER.toLowerCase()].join(', ');
const EXPOSED_HEADERS = 'content-disposition, content-length, content-range';

const tokenBody = v.object({
  userId: v.pipe(v.string('userId 不能为空'), v.trim(), v.nonEmpty('userId 不能为空'), v.maxLength(128, 'userId 过长')),
  nickname: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty('昵称不能为空'), v.maxLength(20, '昵称不能超过20个字符')),
  ),
  avatar: v.optional(v.pipe(v.string(), v.url('头像应为链接'), v.maxLength(500, '头像链接过长'))),
});

/** A call from our own pages (or a server, which sends no Origin). */
function sameOrigin(request: FastifyRequest, origin: string, publicOrigin: string) {
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

const TOKEN_PATH = '/api/partner/token';

const originRefused = () => new DomainError(403, '该网站未获授权使用配音工坊组件');

/**
 * Partner embedding: the CORS answer for partner sites (only the origins the partner of the presented publishable
 * key lists; a preflight carries no key, so it is answered for any active partner's origin), and the token exchange
 * partners' backends make with their secret keys.
 */
export function partnerRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.decorateRequest('partnerId', null);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !request.url.startsWith('/api/') || request.url.startsWith(TOKEN_PATH)) return;
    if (sameOrigin(request, origin, ctx.publicOrigin)) return;
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      if (!(await anyPartnerAllows(ctx, origin))) return reply.status(403).send();
      return reply
        .status(204)
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .header('vary', 'Origin')
        .send();
    }
    const key = request.headers[KEY_HEADER];
    const partner = typeof key === 'string' ? await partnerForPublishableKey(ctx, key) : null;
    if (!partner || !partnerAllows(partner, origin)) throw originRefused();
    request.partnerId = partner.id;
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-expose-headers', EXPOSED_HEADERS)
      .header('vary', 'Origin');
  });

  app.post(TOKEN_PATH, { config: { access: 'partner-server' } }, async (request) => {
    // The secret key belongs on the partner's server: a browser sending it has leaked it.
    if (request.headers.origin) throw new DomainError(403, '合作方密钥只能在服务端使用');
    const secretKey = bearerToken(request);
    if (!secretKey) throw new DomainError(401, '合作方密钥无效或已停用');
    const input = validate(tokenBody, request.body ?? {});
    const { partnerId: _partnerId, ...login } = await mintPartnerToken(ctx, secretKey, input);
    return { code: 200, message: 'success', data: login };
  });
}
