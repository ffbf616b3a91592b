import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Calls that send codes, render captchas or check passwords are limited per client address (a minute's window). */
const RATE_LIMITED = new Map<string, number>([
  ['/api/sms/login_verify_code', 10],
  ['/api/sms/verify_code', 10],
  ['/api/sms/login_verify_captcha', 30],
  ['/api/sms/verify_captcha', 30],
  ['/api/user/loginBySms', 20],
  ['/api/user/loginByPwd', 20],
  ['/api/wxApi/bind_firstly', 20],
]);

export async function rateLimits(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook, which reads this per-route config.
  app.addHook('onRoute', (route) => {
    const max = RATE_LIMITED.get(route.url ?? '');
    if (max) route.config = { ...(route.config as object), rateLimit: { max, timeWindow: '1 minute' } };
  });
  await app.register(rateLimit, { global: false });
}
