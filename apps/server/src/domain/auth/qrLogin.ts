import type { QrLoginCheck } from '@dubkit/sdk-core';
import QRCode from 'qrcode';
import { loginResult } from '../accounts';
import type { ServerContext } from '../context';
import { badRequest } from '../errors';
import { randomToken } from '../secrets';

const QR_TTL_MS = 2 * 60_000;
export const QR_EXPIRED_MESSAGE = '二维码已失效，请点击刷新';

/** A scan-to-login code: it encodes the website's confirm page, opened by a logged-in user. */
export async function createQrLogin(ctx: ServerContext, input: { width?: number; client?: string }) {
  const token = randomToken();
  const now = ctx.now();
  await ctx.db
    .insertInto('qr_logins')
    .values({
      token,
      client: input.client ?? 'web',
      confirmed_user_id: null,
      consumed: 0,
      expires_at: now + QR_TTL_MS,
      created_at: now,
    })
    .execute();
  const url = `${ctx.publicOrigin}/qrlogin?token=${encodeURIComponent(token)}`;
  const width = Math.min(Math.max(input.width ?? 200, 100), 600);
  return { qrcode: await QRCode.toDataURL(url, { width, margin: 1 }), token, confirmUrl: url };
}

export async function checkQrLogin(ctx: ServerContext, token: string): Promise<QrLoginCheck> {
  const row = await ctx.db.selectFrom('qr_logins').selectAll().where('token', '=', token).executeTakeFirst();
  if (!row || row.consumed || row.expires_at <= ctx.now())
    return { valid: false, message: QR_EXPIRED_MESSAGE, loginResult: null };
  if (!row.confirmed_user_id) return { valid: true, message: '等待扫码确认', loginResult: null };
  // Only the first poll after confirmation receives the login.
  const spent = await ctx.db
    .updateTable('qr_logins')
    .set({ consumed: 1 })
    .where('token', '=', token)
    .where('consumed', '=', 0)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) return { valid: false, message: QR_EXPIRED_MESSAGE, loginResult: null };
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', row.confirmed_user_id)
    .executeTakeFirstOrThrow();
  return { valid: true, message: '登录成功', loginResult: await loginResult(ctx, user) };
}

export async function confirmQrLogin(ctx: ServerContext, userId: number, token: string) {
  const result = await ctx.db
    .updateTable('qr_logins')
    .set({ confirmed_user_id: userId })
    .where('token', '=', token)
    .where('consumed', '=', 0)
    .where('confirmed_user_id', 'is', null)
    .where('expires_at', '>', ctx.now())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw badRequest(QR_EXPIRED_MESSAGE);
}
