import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, freshPhone, loginNewUser, startServer, type TestServer } from '../../testing/harness';

const DAY = 86_400_000;

/** A second session of the same user, as a scan-to-login on another device gives. */
async function sessionByQr(server: TestServer, token: string) {
  const created = await server.call<{ token: string }>('POST', '/api/user/login/qrcode', {
    body: { width: 200, height: 200, client: 'web', hostname: 'localhost' },
  });
  await server.call('POST', '/api/user/login/qrcode/confirm', { token, body: { token: created.body.data.token } });
  const check = await server.call<{ loginResult: { token: string } }>('GET', '/api/user/login/qrcode/check', {
    query: { token: created.body.data.token },
  });
  return check.body.data.loginResult.token;
}

describe.each(databaseTargets())('login and account ($name)', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(target, { speech: false });
  });
  afterAll(() => server.close());

  describe('SMS login', () => {
    it.each([
      [{}, '手机号不能为空'],
      [{ phone: '' }, '手机号不能为空'],
      [{ phone: '12345678901' }, '手机号格式不正确'],
      // A number is not a missing phone: its format is wrong.
      [{ phone: 13812345678 }, '手机号格式不正确'],
    ])('refuses to send a code for %j with %s', async (body, message) => {
      const { status, body: reply } = await server.call('POST', '/api/sms/login_verify_code', { body });
      expect(status).toBe(400);
      // The schema's issue goes to developers in `detail`, never into the message.
      expect(reply).toEqual({ code: 400, message, data: null, detail: expect.stringMatching(/^phone: /) });
    });

    it('sends a first code without a captcha, then refuses a resend inside the interval', async () => {
      const phone = freshPhone();
      const first = await server.call<{ status: number; interval: number }>('POST', '/api/sms/login_verify_code', {
        body: { phone },
      });
      expect(first.body.data).toMatchObject({ status: 200, interval: 60 });
      const code = await server.call<{ code: string }>('GET', '/api/dev/sms/latest', { query: { phone } });
      expect(code.body.data.code).toMatch(/^\d{6}$/);
      const again = await server.call<{ status: number; statusText: string }>('POST', '/api/sms/login_verify_code', {
        body: { phone },
      });
      expect(again.body.data.status).toBe(429);
      expect(again.body.data.statusText).toMatch(/^发送过于频繁，请\d+秒后再试$/);
      const latest = await server.call<{ code: string }>('GET', '/api/dev/sms/latest', { query: { phone } });
      expect(latest.body.data.code).toBe(code.body.data.code);
    });

    it('asks for a captcha (202) on a later send, refuses a wrong one (203) and accepts the right one', async () => {
      const phone = freshPhone();
      await server.call('POST', '/api/sms/login_verify_code', { body: { phone } });
      server.advance(61_000);
      const needed = await server.call<{ status: number; statusText: string }>('POST', '/api/sms/login_verify_code', {
        body: { phone },
      });
      expect(needed.body.data).toMatchObject({ status: 202, statusText: '请输入图形验证码' });

      const image = await server.call<string>('POST', '/api/sms/login_verify_captcha', { body: { phone } });
      expect(image.body.data).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(image.body.data.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
      const wrong = await server.call<{ status: number }>('POST', '/api/sms/login_verify_code', {
        body: { phone, captcha: 'zzzzzz' },
      });
      expect(wrong.body.data.status).toBe(203);

      await server.call('POST', '/api/sms/login_verify_captcha', { body: { phone } });
      const answer = await server.call<string>('GET', '/api/dev/captcha/latest', { query: { phone } });
      expect(answer.body.data).toHaveLength(6);
      const sent = await server.call<{ status: number }>('POST', '/api/sms/login_verify_code', {
        body: { phone, captcha: answer.body.data.toUpperCase() },
      });
      expect(sent.body.data.status).toBe(200);
    });

    it.each([
      [{ code: '' }, '短信验证码不能为空'],
      [{ code: '12' }, '短信验证码格式错误'],
      [{ code: '12a456' }, '短信验证码格式错误'],
    ])('refuses login with %j: %s', async (extra, message) => {
      const reply = await server.call('POST', '/api/user/loginBySms', { body: { phone: freshPhone(), ...extra } });
      expect(reply.body).toMatchObject({ code: 400, message });
    });

    it('refuses a wrong code and logs in with the right one, registering the phone', async () => {
      const phone = freshPhone();
      await server.call('POST', '/api/sms/login_verify_code', { body: { phone } });
      const { body: sent } = await server.call<{ code: string }>('GET', '/api/dev/sms/latest', { query: { phone } });
      const wrongCode = sent.data.code === '000000' ? '111111' : '000000';
      const wrong = await server.call('POST', '/api/user/loginBySms', { body: { phone, code: wrongCode } });
      expect(wrong.body).toMatchObject({ code: 400, message: '验证码错误' });
      const login = await server.call<{
        token: string;
        expire: number;
        username: string;
        nickname: string;
        vipLevel: number;
      }>('POST', '/api/user/loginBySms', { body: { phone, code: sent.data.code } });
      expect(login.body.code).toBe(200);
      expect(login.body.data.token.length).toBeGreaterThan(20);
      expect(login.body.data.expire).toBeGreaterThan(server.now() + 86_400_000);
      expect(login.body.data).toMatchObject({ nickname: `配音师${phone.slice(-4)}`, vipLevel: 0 });
      // A code works once.
      const reuse = await server.call('POST', '/api/user/loginBySms', { body: { phone, code: sent.data.code } });
      expect(reuse.body.code).toBe(400);
      const profile = await server.call<{ phone: string }>('GET', '/api/user/profile', {
        token: login.body.data.token,
      });
      expect(profile.body.data.phone).toBe(phone);
    });

    it('expires a code after five minutes', async () => {
      const phone = freshPhone();
      await server.call('POST', '/api/sms/login_verify_code', { body: { phone } });
      const { body: sent } = await server.call<{ code: string }>('GET', '/api/dev/sms/latest', { query: { phone } });
      server.advance(5 * 60_000 + 1);
      const late = await server.call('POST', '/api/user/loginBySms', { body: { phone, code: sent.data.code } });
      expect(late.body).toMatchObject({ code: 400, message: '验证码已失效，请重新获取' });
    });
  });

  describe('account', () => {
    it('requires a login for the account calls', async () => {
      for (const path of ['/api/user/profile', '/api/user/hasPassword', '/api/user/inviter/code']) {
        const reply = await server.call('GET', path);
        expect(reply.status).toBe(401);
        expect(reply.body).toEqual({ code: 401, message: '请先登录您的账号！', data: null });
      }
      const forged = await server.call('GET', '/api/user/profile', { token: 'not-a-token' });
      expect(forged.status).toBe(401);
    });

    it('edits the nickname within its rules', async () => {
      const user = await loginNewUser(server);
      const empty = await server.call('POST', '/api/user/updateProfile', {
        token: user.token,
        body: { nickname: '  ' },
      });
      expect(empty.body).toMatchObject({ code: 400, message: '用户昵称不能为空' });
      const long = await server.call('POST', '/api/user/updateProfile', {
        token: user.token,
        body: { nickname: '名'.repeat(31) },
      });
      expect(long.body).toMatchObject({ code: 400, message: '用户昵称不能超过30个字符' });
      const saved = await server.call('POST', '/api/user/updateProfile', {
        token: user.token,
        body: { nickname: '新名字' },
      });
      expect(saved.body.code).toBe(200);
      const profile = await server.call<{ nickname: string; username: string; bindInviterCode: null }>(
        'GET',
        '/api/user/profile',
        {
          token: user.token,
        },
      );
      expect(profile.body.data).toMatchObject({ nickname: '新名字', username: user.username, bindInviterCode: null });
    });

    it('sets a first password, logs out everywhere, logs in with it, then changes it', async () => {
      const user = await loginNewUser(server);
      const secondDevice = await sessionByQr(server, user.token);
      expect((await server.call<boolean>('GET', '/api/user/hasPassword', { token: user.token })).body.data).toBe(false);

      const bad = await server.call('POST', '/api/user/setPassword', {
        token: user.token,
        body: { newPassword: 'abc' },
      });
      expect(bad.body).toMatchObject({ code: 400, message: '密码格式错误' });
      const empty = await server.call('POST', '/api/user/setPassword', {
        token: user.token,
        body: { newPassword: '' },
      });
      expect(empty.body).toMatchObject({ code: 400, message: '新密码不能为空' });
      const set = await server.call('POST', '/api/user/setPassword', {
        token: user.token,
        body: { newPassword: 'first_pass1' },
      });
      expect(set.body.code).toBe(200);
      expect((await server.call('GET', '/api/user/profile', { token: user.token })).status).toBe(401);
      expect((await server.call('GET', '/api/user/profile', { token: secondDevice })).status).toBe(401);

      const wrong = await server.call('POST', '/api/user/loginByPwd', {
        body: { username: user.phone, password: 'nope_nope' },
      });
      expect(wrong.body).toMatchObject({ code: 400, message: '用户名或密码错误' });
      const byPhone = await server.call<{ token: string }>('POST', '/api/user/loginByPwd', {
        body: { username: user.phone, password: 'first_pass1' },
      });
      expect(byPhone.body.code).toBe(200);
      const byName = await server.call<{ token: string }>('POST', '/api/user/loginByPwd', {
        body: { username: user.username, password: 'first_pass1' },
      });
      expect(byName.body.code).toBe(200);
      const token = byName.body.data.token;
      expect((await server.call<boolean>('GET', '/api/user/hasPassword', { token })).body.data).toBe(true);

      const noOld = await server.call('POST', '/api/user/updatePassword', {
        token,
        body: { oldPassword: '', newPassword: 'second@2' },
      });
      expect(noOld.body).toMatchObject({ code: 400, message: '旧密码不能为空' });
      const wrongOld = await server.call('POST', '/api/user/updatePassword', {
        token,
        body: { oldPassword: 'guess_123', newPassword: 'second@2' },
      });
      expect(wrongOld.body).toMatchObject({ code: 400, message: '旧密码错误' });
      const changed = await server.call('POST', '/api/user/updatePassword', {
        token,
        body: { oldPassword: 'first_pass1', newPassword: 'second@2' },
      });
      expect(changed.body.code).toBe(200);
      expect((await server.call('GET', '/api/user/profile', { token })).status).toBe(401);
      const oldLogin = await server.call('POST', '/api/user/loginByPwd', {
        body: { username: user.phone, password: 'first_pass1' },
      });
      expect(oldLogin.body.code).toBe(400);
      const newLogin = await server.call('POST', '/api/user/loginByPwd', {
        body: { username: user.phone, password: 'second@2' },
      });
      expect(newLogin.body.code).toBe(200);
    });

    it('binds an invite code once and never to the own code', async () => {
      const inviter = await loginNewUser(server);
      const invitee = await loginNewUser(server);
      const { body: code } = await server.call<string>('GET', '/api/user/inviter/code', { token: inviter.token });
      expect(code.data).toMatch(/^\d{6}$/);
      const empty = await server.call('GET', '/api/user/inviter/bind', { token: invitee.token, query: { code: '' } });
      expect(empty.body).toMatchObject({ code: 400, message: '邀请码不能为空' });
      const unknown = await server.call('GET', '/api/user/inviter/bind', {
        token: invitee.token,
        query: { code: '999999x' },
      });
      expect(unknown.body.code).toBe(404);
      const { body: ownCode } = await server.call<string>('GET', '/api/user/inviter/code', { token: invitee.token });
      const own = await server.call('GET', '/api/user/inviter/bind', {
        token: invitee.token,
        query: { code: ownCode.data },
      });
      expect(own.body).toMatchObject({ code: 400, message: '不能绑定自己的邀请码' });
      const bound = await server.call('GET', '/api/user/inviter/bind', {
        token: invitee.token,
        query: { code: code.data },
      });
      expect(bound.body.code).toBe(200);
      const profile = await server.call<{ bindInviterCode: string }>('GET', '/api/user/profile', {
        token: invitee.token,
      });
      expect(profile.body.data.bindInviterCode).toBe(code.data);
      const again = await server.call('GET', '/api/user/inviter/bind', {
        token: invitee.token,
        query: { code: code.data },
      });
      expect(again.body).toMatchObject({ code: 400, message: '已绑定邀请码，不能重复绑定' });
    });

    it('binds the inviter code given at first registration only', async () => {
      const inviter = await loginNewUser(server);
      const { body: code } = await server.call<string>('GET', '/api/user/inviter/code', { token: inviter.token });
      const invitee = await loginNewUser(server, freshPhone(), code.data);
      const profile = await server.call<{ bindInviterCode: string }>('GET', '/api/user/profile', {
        token: invitee.token,
      });
      expect(profile.body.data.bindInviterCode).toBe(code.data);
    });
  });

  describe('scan-to-login', () => {
    it('logs the polling page in once a logged-in user confirms, and only once', async () => {
      const created = await server.call<{ qrcode: string; token: string }>('POST', '/api/user/login/qrcode', {
        body: { width: 200, height: 200, client: 'web', hostname: 'localhost' },
      });
      expect(created.body.data.qrcode).toMatch(/^data:image\/png;base64,/);
      const token = created.body.data.token;
      const pending = await server.call<{ valid: boolean; loginResult: null }>('GET', '/api/user/login/qrcode/check', {
        query: { token },
      });
      expect(pending.body.data).toMatchObject({ valid: true, loginResult: null });

      const visitorConfirm = await server.call('POST', '/api/user/login/qrcode/confirm', { body: { token } });
      expect(visitorConfirm.status).toBe(401);
      const phoneUser = await loginNewUser(server);
      const confirmed = await server.call('POST', '/api/user/login/qrcode/confirm', {
        token: phoneUser.token,
        body: { token },
      });
      expect(confirmed.body.code).toBe(200);

      const done = await server.call<{ valid: boolean; loginResult: { token: string; username: string } }>(
        'GET',
        '/api/user/login/qrcode/check',
        { query: { token } },
      );
      expect(done.body.data.valid).toBe(true);
      expect(done.body.data.loginResult.username).toBe(phoneUser.username);
      expect((await server.call('GET', '/api/user/profile', { token: done.body.data.loginResult.token })).status).toBe(
        200,
      );
      const replay = await server.call<{ valid: boolean }>('GET', '/api/user/login/qrcode/check', { query: { token } });
      expect(replay.body.data.valid).toBe(false);
    });

    it('expires an unconfirmed code after two minutes', async () => {
      const created = await server.call<{ token: string }>('POST', '/api/user/login/qrcode', {
        body: { width: 200, height: 200, client: 'web', hostname: 'localhost' },
      });
      server.advance(2 * 60_000 + 1);
      const expired = await server.call<{ valid: boolean; message: string }>('GET', '/api/user/login/qrcode/check', {
        query: { token: created.body.data.token },
      });
      expect(expired.body.data).toMatchObject({ valid: false, message: '二维码已失效，请点击刷新' });
    });
  });

  describe('sessions', () => {
    const profile = (token: string) => server.call('GET', '/api/user/profile', { token });

    it('logs out: the token ends at once, other sessions stay, and a second logout still succeeds', async () => {
      const user = await loginNewUser(server);
      const other = await sessionByQr(server, user.token);
      const out = await server.call('POST', '/api/user/logout', { token: user.token });
      expect(out.body).toEqual({ code: 200, message: 'success', data: null });
      expect((await profile(user.token)).body).toMatchObject({ code: 401, message: '请先登录您的账号！' });
      expect((await profile(other)).status).toBe(200);
      expect((await server.call('POST', '/api/user/logout', { token: user.token })).body.code).toBe(200);
      expect((await server.call('POST', '/api/user/logout')).body.code).toBe(200);
    });

    it('ends a session unused for 7 days, and any session after 30 days however often it is used', async () => {
      const idle = await loginNewUser(server);
      const used = await loginNewUser(server);
      for (let week = 1; week <= 4; week += 1) {
        server.advance(6 * DAY);
        expect((await profile(used.token)).status).toBe(200);
      }
      expect((await profile(idle.token)).status).toBe(401);
      server.advance(5 * DAY);
      expect((await profile(used.token)).status).toBe(200);
      server.advance(DAY);
      expect((await profile(used.token)).status).toBe(401);
    });

    it('records use at most hourly, so an hour’s calls keep the session as its first one did', async () => {
      const user = await loginNewUser(server);
      server.advance(6 * DAY);
      expect((await profile(user.token)).status).toBe(200);
      server.advance(59 * 60_000);
      expect((await profile(user.token)).status).toBe(200);
      // 7 days after the recorded use, not after the later unrecorded one.
      server.advance(7 * DAY - 59 * 60_000);
      expect((await profile(user.token)).status).toBe(401);
    });

    it('ends every session of the account when the password changes, this one included', async () => {
      const user = await loginNewUser(server);
      await server.call('POST', '/api/user/setPassword', { token: user.token, body: { newPassword: 'first_pass1' } });
      const here = await server.call<{ token: string }>('POST', '/api/user/loginByPwd', {
        body: { username: user.phone, password: 'first_pass1' },
      });
      const elsewhere = await sessionByQr(server, here.body.data.token);
      const changed = await server.call('POST', '/api/user/updatePassword', {
        token: here.body.data.token,
        body: { oldPassword: 'first_pass1', newPassword: 'second@2' },
      });
      expect(changed.body.code).toBe(200);
      expect((await profile(here.body.data.token)).status).toBe(401);
      expect((await profile(elsewhere)).status).toBe(401);
    });
  });

  it('says how to turn WeChat login on when it is not configured', async () => {
    const reply = await server.call('GET', '/api/wxApi/loginParams');
    expect(reply.status).toBe(501);
    expect(reply.body.message).toContain('WECHAT_APP_ID');
  });
});
