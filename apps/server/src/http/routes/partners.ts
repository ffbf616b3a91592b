import { PUBLISHABLE_KEY_HEADER, SIGNATURE_HEADER } from '@dubkit/sdk-core';
import { partnerTokenBody } from '@dubkit/sdk-core/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * Partner embedding: each call's scope (`request.partnerId`: the partner whose publishable key it presents from one of
 * that partner's origins, else our own site; `currentSession` accepts a token only in its own scope), the CORS answer
 * for partner sites (only the origins the partner of the presented key lists; a preflight carries no key, so it is
 * answered for any active partner's origin), and the token exchange partners' backends make with their secret keys.
 */
export function partnerRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.decorateRequest('partnerId', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith(TOKEN_PATH)) return;
    const origin = request.headers.origin;
    const key = request.headers[KEY_HEADER];
    if (!origin || sameOrigin(request, origin, ctx.publicOrigin)) {
      // A page of our own origin may be a partner's (the example partner): a same-origin GET sends no Origin, only
      // Sec-Fetch-Site. A call with neither is a server's, and a partner's tokens are not accepted from it.
      const ownPage = origin !== undefined || request.headers['sec-fetch-site'] === 'same-origin';
      if (!ownPage || typeof key !== 'string') return;
      const partner = await partnerForPublishableKey(ctx, key);
      if (!partner || !partnerAllows(partner, ctx.publicOrigin)) throw originRefused();
      request.partnerId = partner.id;
      return;
    }
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
    const input = validate(partnerTokenBody, request.body ?? {});
    const { partnerId: _partnerId, ...login } = await mintPartnerToken(ctx, secretKey, input);
    return { code: 200, message: 'success', data: login };
  });
}
