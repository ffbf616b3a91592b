import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import { endSession, loginByPassword, loginResult, refusePartnerAccount, userForPhone } from '../../domain/accounts';
import { issueCaptcha } from '../../domain/auth/captcha';
import { checkQrLogin, confirmQrLogin, createQrLogin } from '../../domain/auth/qrLogin';
import { captchaKey, sendCode, verifyCode } from '../../domain/auth/smsLogin';
import { WECHAT_NOT_CONFIGURED, type WeChatProvider } from '../../domain/auth/wechat';
import type { ServerContext } from '../../domain/context';
import { DomainError, notLoggedIn } from '../../domain/errors';
import { randomToken } from '../../domain/secrets';
import { currentSession, currentUser, handle } from '../envelope';

const LOGIN = 'login';
const BIND = 'bind';

export function authRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  wechat: WeChatProvider | null,
  siblingBrand = false,
) {
  const calls = contract.auth;

  handle(app, ctx, calls.loginCaptcha, 'public', async ({ phone }) => issueCaptcha(ctx, captchaKey(LOGIN, phone)));
  handle(app, ctx, calls.sendLoginCode, 'public', async ({ phone, captcha }) =>
    sendCode(ctx, { phone, captcha, purpose: LOGIN }),
  );
  // The logged-out bind flow keys its captcha to the caller's address, as it has no phone yet.
  handle(app, ctx, calls.captcha, 'public', async (_input, { request }) =>
    issueCaptcha(ctx, captchaKey(BIND, request.ip)),
  );
  handle(app, ctx, calls.sendCode, 'public', async ({ phone, captcha }, { request }) =>
    sendCode(ctx, { phone, captcha, purpose: BIND, captchaSubject: request.ip }),
  );

  handle(app, ctx, calls.loginBySms, 'public', async ({ phone, code, inviterCode }) => {
    await verifyCode(ctx, { phone, code, purpose: LOGIN });
    return loginResult(ctx, await userForPhone(ctx, phone, inviterCode));
  });
  handle(app, ctx, calls.loginByPassword, 'public', async ({ username, password }) =>
    loginByPassword(ctx, username, password),
  );

  // Public and idempotent: a token already ended (or never valid here) is logged out all the same.
  handle(app, ctx, calls.logout, 'public', async (_input, { request }) => {
    const session = await currentSession(ctx, request);
    if (session) await endSession(ctx, session);
    return null;
  });

  handle(app, ctx, calls.createLoginQrcode, 'public', async ({ width, client }) => {
    const { qrcode, token } = await createQrLogin(ctx, { width, client });
    return { qrcode, token };
  });
  handle(app, ctx, calls.checkLoginQrcode, 'public', async ({ token }) => checkQrLogin(ctx, token));
  // Not in the spec's table: the confirm page opened from the QR code by a logged-in user.
  app.post<{ Body: { token?: string } }>(
    '/api/user/login/qrcode/confirm',
    { config: { access: 'user' } },
    async (request) => {
      const user = await currentUser(ctx, request);
      if (!user) throw notLoggedIn();
      await refusePartnerAccount(ctx, user.id);
      await confirmQrLogin(ctx, user.id, String(request.body?.token ?? ''));
      return { code: 200, message: '登录确认成功', data: null };
    },
  );

  // The sibling brand has no WeChat login at all; elsewhere it answers that it is not configured.
  if (siblingBrand) return;
  if (!wechat) {
    for (const call of [calls.wxLoginParams, calls.loginByWx, calls.wxBind]) {
      handle(app, ctx, call, 'public', async () => {
        throw new DomainError(501, WECHAT_NOT_CONFIGURED);
      });
    }
    return;
  }
  handle(app, ctx, calls.wxLoginParams, 'public', async () => wechat.loginParams(randomToken()));
  handle(app, ctx, calls.loginByWx, 'public', async ({ code }) => {
    const openid = await wechat.openidForCode(code);
    const user = await ctx.db.selectFrom('users').selectAll().where('wx_openid', '=', openid).executeTakeFirst();
    if (!user) return { status: 202, statusText: '请绑定手机号', openid, loginResult: null };
    return { status: 200, statusText: '登录成功', openid, loginResult: await loginResult(ctx, user) };
  });
  handle(app, ctx, calls.wxBind, 'public', async ({ openid, phone, code }) => {
    await verifyCode(ctx, { phone, code, purpose: BIND });
    const user = await userForPhone(ctx, phone);
    if (user.wx_openid && user.wx_openid !== openid)
      return { status: 400, statusText: '该手机号已绑定其他微信', openid, loginResult: null };
    await ctx.db.updateTable('users').set({ wx_openid: openid }).where('id', '=', user.id).execute();
    return {
      status: 200,
      statusText: '绑定成功',
      openid,
      loginResult: await loginResult(ctx, { ...user, wx_openid: openid }),
    };
  });
}
