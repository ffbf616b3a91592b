import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, loginNewUser, startServer, type TestServer } from '../../testing/harness';

interface MemberInfo {
  newUser: boolean;
  vipLevel: number;
  vipName: string;
  endTime: number;
  expired: boolean;
  showRenew: boolean;
}
const DAY = 86_400_000;

describe.each(databaseTargets())('membership and payment ($name)', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(target, { publicOrigin: 'http://localhost:8080', speech: false });
  });
  afterAll(() => server.close());

  const order = (token: string, productId: number) =>
    server.call<{ orderNo: string; qrcode: string; amount: number; payMethod: number }>(
      'POST',
      '/api/trade/newPresetOrder',
      {
        token,
        body: { productType: 100, productId, payMethod: 1, qrWidth: 300 },
      },
    );
  const check = (token: string, orderNo: string) =>
    server.call<{ status: number; subtitle: string }>('POST', '/api/trade/checkPresetOrderStatus', {
      token,
      query: { orderNo },
    });
  const pay = async (orderNo: string) => {
    const response = await fetch(`${server.base}/pay/sandbox/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orderNo }),
    });
    return { status: response.status, html: await response.text() };
  };
  const member = async (token: string) =>
    (await server.call<MemberInfo>('GET', '/api/tts/vip/member_info', { token })).body.data;

  it('lists the TTS products with prices in yuan', async () => {
    const { body } = await server.call<
      Array<{ id: number; title: string; realPrice: number; averagePrice: number; vipLevel: number }>
    >('GET', '/api/tts/vip/products');
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    const monthly = body.data.find((p) => p.id === 1);
    expect(monthly).toMatchObject({ realPrice: 29, vipLevel: 2 });
    expect(monthly?.averagePrice).toBeCloseTo(29 / 30, 2);
  });

  it('refuses a pre-order without a product', async () => {
    const user = await loginNewUser(server);
    const reply = await server.call('POST', '/api/trade/newPresetOrder', {
      token: user.token,
      body: { productType: 100, productId: 0, payMethod: 1 },
    });
    expect(reply.body).toMatchObject({ code: 400, message: '请选择一种套餐' });
    const visitor = await server.call('POST', '/api/trade/newPresetOrder', {
      body: { productType: 100, productId: 1, payMethod: 1 },
    });
    expect(visitor.status).toBe(401);
  });

  it('pays through the sandbox page once, however often it is confirmed, and makes the user a member', async () => {
    const user = await loginNewUser(server);
    expect(await member(user.token)).toMatchObject({ newUser: true, vipLevel: 0, expired: false });
    const created = await order(user.token, 1);
    expect(created.body.data).toMatchObject({ amount: 29, payMethod: 1 });
    expect(created.body.data.qrcode).toMatch(/^data:image\/png;base64,/);
    expect((await check(user.token, created.body.data.orderNo)).body.data.status).toBe(0);

    const page = await fetch(`${server.base}/pay/sandbox?orderNo=${created.body.data.orderNo}`);
    const html = await page.text();
    expect(html).toContain('¥29.00');
    expect(html).toContain('确认支付');

    const first = await pay(created.body.data.orderNo);
    expect(first.html).toContain('支付成功');
    const second = await pay(created.body.data.orderNo);
    expect(second.html).toContain('该订单已支付');
    // Opened again (a second scan), the page shows the order paid and offers nothing to pay.
    const paidPage = await (await fetch(`${server.base}/pay/sandbox?orderNo=${created.body.data.orderNo}`)).text();
    expect(paidPage).toContain('该订单已支付');
    expect(paidPage).not.toContain('确认支付');
    expect((await check(user.token, created.body.data.orderNo)).body.data).toEqual({ status: 1, subtitle: '支付成功' });

    const info = await member(user.token);
    expect(info).toMatchObject({ vipLevel: 2, vipName: '黄金会员', expired: false, newUser: false });
    expect(info.endTime).toBeGreaterThan(server.now() + 29 * DAY);
    const flows = await server.call<{ total: number; list: Array<{ amount: number; sign: number; code: string }> }>(
      'POST',
      '/api/trade/flows',
      { token: user.token, body: { page: 1, pageSize: 10 } },
    );
    expect(flows.body.data.total).toBe(1);
    expect(flows.body.data.list[0]).toMatchObject({ amount: 29, sign: -1, code: created.body.data.orderNo });
    const login = await server.call<{ vipLevel: number }>('POST', '/api/user/loginByPwd', {
      body: { username: 'x', password: 'y' },
    });
    expect(login.body.code).toBe(400);
  });

  it('stacks a second purchase from the end of the first', async () => {
    const user = await loginNewUser(server);
    const first = await order(user.token, 1);
    await pay(first.body.data.orderNo);
    const afterFirst = await member(user.token);
    const second = await order(user.token, 1);
    await pay(second.body.data.orderNo);
    const afterSecond = await member(user.token);
    expect(afterSecond.endTime - afterFirst.endTime).toBe(30 * DAY);
  });

  it('computes expiry from the periods and lets the QR expire', async () => {
    const user = await loginNewUser(server);
    const created = await order(user.token, 1);
    await pay(created.body.data.orderNo);
    const pending = await order(user.token, 2);
    server.advance(16 * 60_000);
    expect((await check(user.token, pending.body.data.orderNo)).body.data.status).toBe(-1);
    const late = await pay(pending.body.data.orderNo);
    expect(late.status).toBe(409);
    await server.call('POST', '/api/user/setPassword', { token: user.token, body: { newPassword: 'member_1' } });
    server.advance(31 * DAY);
    const relogin = await server.call<{ token: string; vipLevel: number }>('POST', '/api/user/loginByPwd', {
      body: { username: user.phone, password: 'member_1' },
    });
    expect(relogin.body.data.vipLevel).toBe(0);
    expect(await member(relogin.body.data.token)).toMatchObject({ vipLevel: 0, expired: true });
  });

  it('refuses to show another user’s order', async () => {
    const owner = await loginNewUser(server);
    const stranger = await loginNewUser(server);
    const created = await order(owner.token, 1);
    const peek = await check(stranger.token, created.body.data.orderNo);
    expect(peek.status).toBe(403);
  });

  it('grants the new-user reward once', async () => {
    const user = await loginNewUser(server);
    const first = await server.call<MemberInfo>('GET', '/api/tts/vip/take_new_user_rewards', { token: user.token });
    expect(first.body.data).toMatchObject({ vipLevel: 2, newUser: false });
    const end = first.body.data.endTime;
    const again = await server.call<MemberInfo>('GET', '/api/tts/vip/take_new_user_rewards', { token: user.token });
    expect(again.body.data.endTime).toBe(end);
  });

  it('shows the latest payments with masked names', async () => {
    const { body } = await server.call<Array<{ nickname: string; title: string; payTime: number }>>(
      'GET',
      '/api/tts/vip/lastPayments',
    );
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]?.nickname).toContain('*');
  });
});

describe.each(databaseTargets())('settings and feedback ($name)', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(target, { speech: false });
  });
  afterAll(() => server.close());

  it('serves six home comments and the position-1 banner', async () => {
    const comments = await server.call<Array<{ message: string; avatar: string; nickname: string }>>(
      'GET',
      '/api/settings/home/comments',
    );
    expect(comments.body.data).toHaveLength(6);
    const banner = await server.call<{ valid: boolean; closeable: boolean; imagePath: string }>(
      'GET',
      '/api/settings/activity/banner',
      {
        query: { position: 1 },
      },
    );
    expect(banner.body.data).toMatchObject({ valid: true, closeable: true });
    const image = await fetch(`${server.base}${banner.body.data.imagePath}`);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    const none = await server.call('GET', '/api/settings/activity/banner', { query: { position: 2 } });
    expect(none.body.data).toBeNull();
    server.advance(400 * DAY);
    const over = await server.call('GET', '/api/settings/activity/banner', { query: { position: 1 } });
    expect(over.body.data).toBeNull();
  });

  it.each([
    [{ content: '', email: 'a@b.c' }, '反馈内容不能为空'],
    [{ content: '好用', email: '' }, '联系邮箱不能为空'],
    [{ content: '好用', email: 'dubber' }, '联系邮箱格式不正确'],
    [{ content: '好用', email: 'dubber@example' }, '联系邮箱格式不正确'],
    [{ content: '好用', email: 'a@b.c', type: 7 }, null],
  ])('validates feedback %j', async (body, message) => {
    const reply = await server.call('POST', '/api/feedback/add', { body });
    expect(reply.body.code).toBe(400);
    if (message) expect(reply.body.message).toBe(message);
  });

  it('accepts feedback from visitors and users', async () => {
    const visitor = await server.call('POST', '/api/feedback/add', {
      body: { content: '希望增加更多方言', email: 'a@example.com' },
    });
    expect(visitor.body.code).toBe(200);
    const user = await loginNewUser(server);
    const typed = await server.call('POST', '/api/feedback/add', {
      token: user.token,
      body: { type: 2, content: '试听偶尔失败', email: 'b@example.com', otherContacts: 'QQ 12345' },
    });
    expect(typed.body.code).toBe(200);
  });
});

describe.each(databaseTargets())('membership levels ($name)', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(target, { publicOrigin: 'http://localhost:8080', speech: false });
  });
  afterAll(() => server.close());

  const GOLD_MONTH = 1;
  const DIAMOND_YEAR = 3;
  /** Orders a product and pays it on the sandbox page; returns the server time just before the payment. */
  const buy = async (token: string, productId: number) => {
    const created = await server.call<{ orderNo: string }>('POST', '/api/trade/newPresetOrder', {
      token,
      body: { productType: 100, productId, payMethod: 1, qrWidth: 300 },
    });
    const paidFrom = server.now();
    const page = await fetch(`${server.base}/pay/sandbox/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orderNo: created.body.data.orderNo }),
    });
    expect(await page.text()).toContain('支付成功');
    return paidFrom;
  };
  const member = async (token: string) =>
    (await server.call<MemberInfo>('GET', '/api/tts/vip/member_info', { token })).body.data;
  const login = async (phone: string) =>
    (
      await server.call<{ token: string; vipLevel: number }>('POST', '/api/user/loginByPwd', {
        body: { username: phone, password: 'member_1' },
      })
    ).body.data;
  /** Member info after the clock moves on to `time`, through a fresh login. */
  const memberAt = async (phone: string, time: number) => {
    server.advance(time - server.now());
    return member((await login(phone)).token);
  };
  /** A user with a password, to log in again when the clock has moved past the session's 30 days. */
  const newUser = async () => {
    const { phone, token } = await loginNewUser(server);
    // Setting a password logs the account out everywhere.
    await server.call('POST', '/api/user/setPassword', { token, body: { newPassword: 'member_1' } });
    return { phone, token: (await login(phone)).token };
  };
  const expectEnd = (info: MemberInfo, from: number, days: number) => {
    expect(info.endTime).toBeGreaterThanOrEqual(from + days * DAY);
    expect(info.endTime).toBeLessThanOrEqual(server.now() + days * DAY);
  };

  it('shows a 钻石会员 bought during 黄金会员 at once, and the rest of 黄金会员 after it', async () => {
    const user = await newUser();
    await buy(user.token, GOLD_MONTH);
    const goldEnd = (await member(user.token)).endTime;
    server.advance(10 * DAY);
    // Ten days away ends an idle login (7 days); the buyer signs in again.
    const { token } = await login(user.phone);
    const paidFrom = await buy(token, DIAMOND_YEAR);

    const diamond = await member(token);
    expect(diamond).toMatchObject({ vipLevel: 3, vipName: '钻石会员', expired: false, showRenew: false });
    expectEnd(diamond, paidFrom, 365);
    // The header's level comes with the login.
    expect((await login(user.phone)).vipLevel).toBe(3);

    // The 20 days of 黄金会员 left when 钻石会员 was bought follow it.
    expect(await memberAt(user.phone, diamond.endTime)).toMatchObject({
      vipLevel: 2,
      vipName: '黄金会员',
      endTime: goldEnd + 365 * DAY,
    });
    expect(await memberAt(user.phone, goldEnd + 365 * DAY)).toMatchObject({ vipLevel: 0, expired: true });
  });

  it('shows a 黄金会员 bought during the new-user trial at once, and the rest of the trial after it', async () => {
    const user = await newUser();
    const trial = await server.call<MemberInfo>('GET', '/api/tts/vip/take_new_user_rewards', { token: user.token });
    expect(trial.body.data).toMatchObject({ vipLevel: 2, vipName: '新人体验会员' });
    server.advance(DAY);
    const paidFrom = await buy(user.token, GOLD_MONTH);

    const gold = await member(user.token);
    expect(gold).toMatchObject({ vipLevel: 2, vipName: '黄金会员' });
    expectEnd(gold, paidFrom, 30);
    expect(await memberAt(user.phone, gold.endTime)).toMatchObject({
      vipLevel: 2,
      vipName: '新人体验会员',
      endTime: trial.body.data.endTime + 30 * DAY,
    });
  });

  it('extends the same level from its end and queues a lower level after a higher one', async () => {
    const user = await newUser();
    const paidFrom = await buy(user.token, DIAMOND_YEAR);
    const first = await member(user.token);
    expectEnd(first, paidFrom, 365);
    await buy(user.token, DIAMOND_YEAR);
    expect(await member(user.token)).toMatchObject({ vipName: '钻石会员', endTime: first.endTime + 365 * DAY });
    await buy(user.token, GOLD_MONTH);
    expect(await member(user.token)).toMatchObject({ vipName: '钻石会员', endTime: first.endTime + 365 * DAY });

    expect(await memberAt(user.phone, first.endTime + 365 * DAY)).toMatchObject({
      vipLevel: 2,
      vipName: '黄金会员',
      endTime: first.endTime + 395 * DAY,
    });
  });
});
