import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../domain/context';
import { countHit } from '../domain/windowCounters';

/** Calls that send codes, render captchas or check passwords are limited per client address (a minute's window). */
const RATE_LIMITED = new Map<string, number>([
  ['/api/sms/login_verify_code', 10],
  ['/api/sms/verify_code', 10],
  ['/api/sms/login_verify_captcha', 30],
  ['/api/sms/verify_captcha', 30],
  ['/api/user/loginBySms', 20],
  ['/api/user/loginByPwd', 20],
  ['/api/wxApi/bind_firstly', 20],
  // Speaks a whole script to measure it.
  ['/api/tts/task/fitReport', 20],
]);

type Incr = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The plugin's counters in the database (window_counters), not in this process's memory: behind a load balancer each
 * address is counted once across every web process. A route's store counts under its own method and path.
 */
function databaseStore(ctx: ServerContext) {
  return class DatabaseRateLimitStore {
    // The plugin constructs the root store with its options; a route's store is made by `child`.
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    incr(address: string, done: Incr, timeWindow: number) {
      countHit(ctx, `rate:${this.route}:${address}`, timeWindow).then(
        ({ hits, windowEnds }) => done(null, { current: hits, ttl: Math.max(0, windowEnds - ctx.now()) }),
        (error: Error) => done(error),
      );
    }

    // Typed as route options, given the route's merged limit settings with the route under `routeInfo`.
    child(options: object) {
      const { method, url } = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${[method ?? ''].flat().join(',')} ${url ?? ''}`);
    }
  };
}

export async function rateLimits(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  // Runs before the plugin's own onRoute hook, which reads this per-route config.
  app.addHook('onRoute', (route) => {
    const max = RATE_LIMITED.get(route.url ?? '');
    if (max) route.config = { ...(route.config as object), rateLimit: { max, timeWindow: '1 minute' } };
  });
  await app.register(rateLimit, { global: false, store: databaseStore(ctx) });
}
