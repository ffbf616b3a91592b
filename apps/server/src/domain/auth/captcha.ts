import svgCaptcha from 'svg-captcha';
import type { ServerContext } from '../context';

const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_LENGTH = 6;

/** A new image captcha stored under `key` (replacing any earlier one); returns the image as a data URL. */
export async function issueCaptcha(ctx: ServerContext, key: string): Promise<string> {
  const captcha = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    ignoreChars: '0oO1iIlL',
    noise: 3,
    color: true,
    width: 180,
    height: 60,
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
