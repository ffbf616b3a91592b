import { createHmac, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { takeNumberedSlot } from '../../domain/dailySlots';
import { ensurePartner, hasPartnerUser } from '../../domain/partners';

/** The demo partner `npm start` serves at /partner-example: its page embeds the widgets as a partner site would. */
export const EXAMPLE_PARTNER = {
  id: 'pt_example',
  name: '示例合作网站',
  publishableKey: 'pk_example_partner_site',
} as const;

const READER_COOKIE = 'example_reader';
const YEAR_SECONDS = 365 * 86_400;
const DAY_MS = 86_400_000;

/** Token calls per client address a minute: a page's widgets fetch one each (three on the script-tag page). */
export const TOKENS_A_MINUTE = 20;
/** New readers (each a new account) per client address a day; a browser keeps its reader for a year. */
export const NEW_READERS_A_DAY = 10;

/** The reader this browser was given, when its cookie carries our signature; anything else is ignored. */
function signedReader(request: FastifyRequest): string | null {
  const cookie = request.cookies[READER_COOKIE];
  if (!cookie) return null;
  const { valid, value } = request.unsignCookie(cookie);
  return valid ? value : null;
}

function issueReader(request: FastifyRequest, reply: FastifyReply): string {
  const reader = `reader-${randomBytes(9).toString('base64url')}`;
  reply.setCookie(READER_COOKIE, reader, {
    path: '/partner-example',
    httpOnly: true,
    secure: request.protocol === 'https',
    sameSite: 'lax',
    signed: true,
    maxAge: YEAR_SECONDS,
  });
  return reader;
}

/**
 * Whether a browser sent this from the example's own pages (its Origin, else Sec-Fetch-Site, else Referer). A server
 * calling it, as a partner's backend would, sends none of them.
 */
function fromOwnPages(request: FastifyRequest, origins: readonly string[]): boolean {
  const own = (origin: string) => origin === `${request.protocol}://${request.host}` || origins.includes(origin);
  const { origin, referer } = request.headers;
  if (origin) return own(origin);
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin' || site === 'none';
  if (referer) return URL.canParse(referer) && own(new URL(referer).origin);
  return true;
}

/**
 * The example partner site: its pages (hostile CSS around our elements) and what its backend would do — give each
 * browser a reader id of its own, in a cookie only this server can sign, and exchange the partner's secret key for a
 * DubKit token for that reader, through the same `POST /api/partner/token` a real partner's server calls. Anyone may
 * be a reader, so the route is limited per client address (when rate limits are on) and refused to other sites.
 */
export async function partnerExampleRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: { dir: string; secret: string; origins: string[]; rateLimits: boolean },
) {
  // Only this server knows the example's secret key and cookie key: both are derived from the server's own secret.
  const derive = (purpose: string) => createHmac('sha256', options.secret).update(purpose).digest('base64url');
  const secretKey = `sk_${derive('partner-example')}`;
  await ensurePartner(ctx, { ...EXAMPLE_PARTNER, secretKey, allowedOrigins: options.origins });
  await app.register(fastifyCookie, { secret: derive('partner-example-reader-cookie') });

  /**
   * Counts the reader as new for the address (once, however many calls it makes), false past the day's share; in the
   * database, so every web process counts against one share.
   */
  const startReader = async (address: string, reader: string) => {
    const day = Math.floor(ctx.now() / DAY_MS);
    const started = () =>
      ctx.db
        .selectFrom('partner_example_readers')
        .select('slot')
        .where('address', '=', address)
        .where('day', '=', day)
        .where('reader', '=', reader)
        .executeTakeFirst();
    if (await started()) return true;
    return takeNumberedSlot(
      NEW_READERS_A_DAY,
      async () =>
        Number(
          (
            await ctx.db
              .selectFrom('partner_example_readers')
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .where('address', '=', address)
              .where('day', '=', day)
              .executeTakeFirstOrThrow()
          ).n,
        ),
      async (slot) => {
        const taken = await ctx.db
          .insertInto('partner_example_readers')
          .values({ address, day, reader, slot })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        // Lost to a parallel call of the same reader, which counted it: started all the same.
        return Number(taken.numInsertedOrUpdatedRows) > 0 || Boolean(await started());
      },
    );
  };

  const limit: FastifyContextConfig = options.rateLimits
    ? { rateLimit: { max: TOKENS_A_MINUTE, timeWindow: '1 minute' } }
    : {};
  app.get('/partner-example/token', { config: limit }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Another site's page could make each visitor's browser mint a reader, from as many addresses as it has visitors.
    if (!fromOwnPages(request, options.origins))
      return reply.status(403).send({ message: '只有示例网站自己的页面可以获取登录凭证' });
    const reader = signedReader(request) ?? issueReader(request, reply);
    if (
      options.rateLimits &&
      !(await hasPartnerUser(ctx, EXAMPLE_PARTNER.id, reader)) &&
      !(await startReader(request.ip, reader))
    )
      return reply.status(429).send({ message: '今天新建的读者已达上限，请明天再试' });
    const exchanged = await app.inject({
      method: 'POST',
      url: '/api/partner/token',
      headers: { authorization: `Bearer ${secretKey}` },
      payload: { userId: reader, nickname: '示例读者' },
    });
    const body = exchanged.json() as { code: number; message: string; data: { token: string; expire: number } };
    if (body.code !== 200) return reply.status(502).send({ message: body.message });
    return { token: body.data.token, expire: body.data.expire };
  });

  await app.register(async (site) => {
    // Each page gives its browser a reader, so the widgets' first token calls (made at once) share one.
    site.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if ((path.endsWith('/') || path.endsWith('.html')) && !signedReader(request)) issueReader(request, reply);
    });
    await site.register(fastifyStatic, {
      root: join(options.dir),
      prefix: '/partner-example/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
  });
}
