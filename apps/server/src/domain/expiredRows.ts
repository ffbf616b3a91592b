import { SIGNATURE_MAX_SKEW_SECONDS } from '@dubkit/sdk-core';
import { PASSWORD_FAILURE_WINDOW_MS } from './auth/passwordFailures';
import type { ServerContext } from './context';

/** How often a web process clears the rows that can no longer count; each delete is idempotent, any process may. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;
const DAY_MS = 24 * 3_600_000;

/**
 * Deletes the shared short-lived rows past their use: request counters, SMS codes (after the day their sends decide
 * the captcha by), captchas, QR logins, password tries, stream signatures and the example partner's past days.
 */
export async function sweepExpiredRows(ctx: Pick<ServerContext, 'db' | 'now'>): Promise<void> {
  const now = ctx.now();
  const { db } = ctx;
  await db.deleteFrom('window_counters').where('window_ends', '<=', now).execute();
  await db
    .deleteFrom('sms_codes')
    .where('sent_at', '<=', now - DAY_MS)
    .execute();
  await db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
  await db.deleteFrom('qr_logins').where('expires_at', '<=', now).execute();
  await db
    .deleteFrom('password_failures')
    .where('locked_until', '<=', now)
    .where('window_start', '<=', now - PASSWORD_FAILURE_WINDOW_MS)
    .execute();
  await db
    .deleteFrom('stream_signatures')
    .where('second', '<', Math.floor(now / 1000) - SIGNATURE_MAX_SKEW_SECONDS)
    .execute();
  await db
    .deleteFrom('partner_example_readers')
    .where('day', '<', Math.floor(now / DAY_MS))
    .execute();
}

/** Sweeps at start and every SWEEP_INTERVAL_MS while the process runs. */
export function expiredRowSweeper(ctx: Pick<ServerContext, 'db' | 'now' | 'log'>) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepExpiredRows(ctx).catch((error) => ctx.log.warn({ err: error }, 'clearing expired rows failed'));
  return {
    start() {
      void sweep();
      timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
