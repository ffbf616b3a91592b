import svgCaptcha from 'svg-captcha';
import type { ServerContext } from '../context';

const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_LENGTH = 6;
/** The image's size: widgets show it at this size in CSS pixels (a vector image, sharp at any pixel ratio). */
export const CAPTCHA_SIZE = { width: 168, height: 56 } as const;
/** Checks a right answer may pass while its links fail, before it is spent. */
const CAPTCHA_MAX_CHECKS = 5;

/** A new image captcha stored under `key` (replacing any earlier one); returns the image as a data URL. */
export async function issueCaptcha(ctx: ServerContext, key: string): Promise<string> {
  // Dark glyphs on one line of noise: the coloured glyphs and three lines of before were misread (issue 27).
  const captcha = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    // Answers are case-insensitive, so only glyphs alike across letters and digits are left out.
    ignoreChars: '0oO1iIlLqg9',
    noise: 1,
    color: false,
    fontSize: 54,
    ...CAPTCHA_SIZE,
  });
  const row = { key, text: captcha.text.toLowerCase(), expires_at: ctx.now() + CAPTCHA_TTL_MS, attempts: 0 };
  await ctx.db
    .insertInto('captchas')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ text: row.text, expires_at: row.expires_at, attempts: 0 }))
    .execute();
  return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
}

/** Checks and spends the captcha under `key`: one answer per image, case-insensitive. */
export async function consumeCaptcha(ctx: ServerContext, key: string, answer: string): Promise<boolean> {
  const row = await ctx.db
    .deleteFrom('captchas')
    .where('key', '=', key)
    .returning(['text', 'expires_at'])
    .executeTakeFirst();
  return Boolean(row && row.expires_at > ctx.now() && row.text === answer.trim().toLowerCase());
}

/**
 * Checks the answer without spending a right one, which stays good until `spendCaptcha`, its expiry or
 * CAPTCHA_MAX_CHECKS checks (a link that fails keeps the image); a wrong answer spends it.
 */
export async function checkCaptcha(ctx: ServerContext, key: string, answer: string): Promise<boolean> {
  const row = await ctx.db
    .updateTable('captchas')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('key', '=', key)
    .where('attempts', '<', CAPTCHA_MAX_CHECKS)
    .returning(['text', 'expires_at'])
    .executeTakeFirst();
  if (row && row.expires_at > ctx.now() && row.text === answer.trim().toLowerCase()) return true;
  if (row) await spendCaptcha(ctx, key, row.text);
  return false;
}

/** Spends the captcha under `key` (only the one with `text`, when given: a newer image stays). */
export async function spendCaptcha(ctx: ServerContext, key: string, text?: string): Promise<void> {
  let query = ctx.db.deleteFrom('captchas').where('key', '=', key);
  if (text !== undefined) query = query.where('text', '=', text);
  await query.execute();
}
