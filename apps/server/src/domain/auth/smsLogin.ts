import { validatePhone, validateSmsCode } from '@dubkit/sdk-core/account';
import type { ServerContext } from '../context';
import { badRequest } from '../errors';
import { randomDigits } from '../secrets';
import { countHit } from '../windowCounters';
import { consumeCaptcha } from './captcha';

export const SMS_INTERVAL_SECONDS = 60;
const CODE_TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
/** A phone that got a code within this window must solve a captcha for the next one. */
const CAPTCHA_WINDOW_MS = 24 * 3_600_000;

export interface SmsSendResult {
  /** 200 sent; 202 captcha required; 203 captcha wrong; 429 too soon. */
  status: number;
  statusText: string;
  interval: number;
}

export const captchaKey = (purpose: string, subject: string) => `${purpose}:${subject}`;

export async function sendCode(
  ctx: ServerContext,
  {
    phone,
    captcha,
    purpose,
    captchaSubject = phone,
  }: { phone: string; captcha?: string | null; purpose: string; captchaSubject?: string },
): Promise<SmsSendResult> {
  const phoneError = validatePhone(phone);
  if (phoneError) throw badRequest(phoneError);
  const now = ctx.now();
  const last = await ctx.db
    .selectFrom('sms_codes')
    .select('sent_at')
    .where('phone', '=', phone)
    .orderBy('sent_at', 'desc')
    .executeTakeFirst();
  if (last && now - last.sent_at < SMS_INTERVAL_SECONDS * 1000) {
    const wait = Math.ceil((SMS_INTERVAL_SECONDS * 1000 - (now - last.sent_at)) / 1000);
    return { status: 429, statusText: `发送过于频繁，请${wait}秒后再试`, interval: wait };
  }
  const needsCaptcha = ctx.smsCaptcha === 'always' || Boolean(last && now - last.sent_at < CAPTCHA_WINDOW_MS);
  if (needsCaptcha || captcha) {
    if (!captcha) return { status: 202, statusText: '请输入图形验证码', interval: SMS_INTERVAL_SECONDS };
    if (!(await consumeCaptcha(ctx, captchaKey(purpose, captchaSubject), captcha))) {
      return { status: 203, statusText: '图形验证码错误，请重新输入', interval: SMS_INTERVAL_SECONDS };
    }
  }
  // The check above reads; this counts, in one statement, so that of sends made at once in any process one goes out.
  const interval = await countHit(ctx, `sms-send:${phone}`, SMS_INTERVAL_SECONDS * 1000);
  if (interval.hits > 1) {
    const wait = Math.max(1, Math.ceil((interval.windowEnds - now) / 1000));
    return { status: 429, statusText: `发送过于频繁，请${wait}秒后再试`, interval: wait };
  }
  const code = randomDigits(6);
  await ctx.db
    .insertInto('sms_codes')
    .values({ phone, code, purpose, sent_at: now, expires_at: now + CODE_TTL_MS, attempts: 0, consumed: 0 })
    .execute();
  await ctx.sms.send(phone, code);
  return { status: 200, statusText: '验证码已发送', interval: SMS_INTERVAL_SECONDS };
}

/**
 * Spends the latest code sent to a phone; wrong guesses count against it. Each guess is counted before it is
 * compared, in one statement, so guesses sent at once cannot get past MAX_ATTEMPTS, and a right code is spent once.
 */
export async function verifyCode(
  ctx: ServerContext,
  { phone, code, purpose }: { phone: string; code: string; purpose: string },
) {
  const phoneError = validatePhone(phone);
  if (phoneError) throw badRequest(phoneError);
  const codeError = validateSmsCode(code);
  if (codeError) throw badRequest(codeError);
  const latest = await ctx.db
    .selectFrom('sms_codes')
    .select('id')
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('sent_at', 'desc')
    .executeTakeFirst();
  const row =
    latest &&
    (await ctx.db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .where('consumed', '=', 0)
      .where('expires_at', '>', ctx.now())
      .where('attempts', '<', MAX_ATTEMPTS)
      .returning(['id', 'code'])
      .executeTakeFirst());
  if (!row) throw badRequest('验证码已失效，请重新获取');
  if (row.code !== code.trim()) throw badRequest('验证码错误');
  const spent = await ctx.db
    .updateTable('sms_codes')
    .set({ consumed: 1 })
    .where('id', '=', row.id)
    .where('consumed', '=', 0)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw badRequest('验证码已失效，请重新获取');
}
