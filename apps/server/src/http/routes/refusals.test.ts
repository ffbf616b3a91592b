import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginNewUser, startServer, type TestServer } from '../../testing/harness';

const SPEAK =
  '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">';

/** Every refusal a client can get is Chinese product copy; valibot's English may only follow in `detail`. */
const CHINESE = /^[^A-Za-z]*[\u4e00-\u9fa5]/;

describe('refusals', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ name: 'sqlite' }, { speech: false });
    ({ token } = await loginNewUser(server));
  });
  afterAll(() => server.close());

  it.each([
    ['GET', '/api/tts/work/list', { query: { page: '99999999999999999999' } }],
    ['GET', '/api/tts/task/list', { query: { page: '99999999999999999999' } }],
    ['GET', '/api/anchor/custom/search', { query: { page: '99999999999999999999' } }],
    ['POST', '/api/trade/flows', { body: { page: 1e20, pageSize: 10 } }],
  ] as const)(
    'refuses a page beyond the safe integers on %s %s with a Chinese 400, not a 500',
    async (method, path, options) => {
      const reply = await server.call(method, path, { token, ...options });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        code: 400,
        message: `参数错误：page 应为不超过 ${Number.MAX_SAFE_INTEGER} 的整数`,
        data: null,
      });
    },
  );

  it.each([
    ['GET', '/api/tts/work/list', { query: { page: String(Number.MAX_SAFE_INTEGER) } }],
    ['GET', '/api/tts/task/list', { query: { page: String(Number.MAX_SAFE_INTEGER), size: '200' } }],
    ['GET', '/api/anchor/custom/search', { query: { page: String(Number.MAX_SAFE_INTEGER), pageSize: '200' } }],
    ['POST', '/api/trade/flows', { body: { page: Number.MAX_SAFE_INTEGER, pageSize: 200 } }],
  ] as const)('answers the largest page on %s %s with an empty page', async (method, path, options) => {
    const reply = await server.call<{ list: unknown[] }>(method, path, { token, ...options });
    expect(reply.status).toBe(200);
    expect(reply.body.data.list).toEqual([]);
  });

  it('answers a missing anchor id with the spec’s 无法识别主播ID, the schema issue only in detail', async () => {
    const reply = await server.call('GET', '/api/anchor/detail', { query: { anchorType: 0 } });
    expect(reply.body).toEqual({
      code: 400,
      message: '无法识别主播ID',
      data: null,
      detail: expect.stringContaining('anchorId'),
    });
  });

  it('names the field in Chinese where the spec has no text', async () => {
    const feedback = await server.call('POST', '/api/feedback/add', {
      token,
      body: { type: 7, content: '好用', email: 'a@b.cn' },
    });
    expect(feedback.body).toEqual({
      code: 400,
      message: '参数错误：type 取值无效',
      data: null,
      detail: 'type: picklist expected (0 | 1 | 2), received 7',
    });
    const notAnObject = await server.call('POST', '/api/feedback/add', { token, body: 'hello' });
    expect(notAnObject.body).toMatchObject({ code: 400, message: '请求参数错误' });
    const anchorType = await server.call('GET', '/api/anchor/detail', { query: { anchorId: 12, anchorType: 7 } });
    expect(anchorType.body).toMatchObject({ code: 400, message: '参数错误：anchorType 取值无效' });
    const qrcode = await server.call('POST', '/api/user/login/qrcode', {
      body: { width: '200', height: 200, client: 'web', hostname: 'h' },
    });
    expect(qrcode.body).toMatchObject({ code: 400, message: '参数错误：width 应为数字' });
    const missing = await server.call('GET', '/api/tts/work/list', { token });
    expect(missing.body).toMatchObject({ code: 400, message: '参数错误：缺少 page' });
  });

  it('answers a phone sent as a JSON number with the format message, not 手机号不能为空', async () => {
    const reply = await server.call('POST', '/api/sms/login_verify_code', { body: { phone: 13812345678 } });
    expect(reply.body).toMatchObject({ code: 400, message: '手机号格式不正确' });
  });

  it('words markup errors in Chinese, with the line and column', async () => {
    const reply = await server.call('POST', '/api/tts/work/save', {
      token,
      body: { anchorType: 0, anchorId: 12, text: `${SPEAK}你好<foo/></speak>` },
    });
    expect(reply.body).toMatchObject({
      code: 400,
      message: `文案格式错误：不支持的标签 <foo>（第 1 行第 ${SPEAK.length + 3} 列）`,
    });
  });

  it('never lets English reach the message of a refusal', async () => {
    const replies = await Promise.all([
      server.call('POST', '/api/anchor/search', { body: { sort: 'x' } }),
      server.call('POST', '/api/tts/sound/search', { body: { styleId: [] } }),
      server.call('POST', '/api/tts/task/v2/add', { token, body: { anchorType: 2, anchorId: 12, text: '好' } }),
      server.call('POST', '/api/tts/work/save', { token, body: { anchorType: 0, text: '好' } }),
      server.call('POST', '/api/trade/newPresetOrder', { token, body: { productType: 1, productId: 1, payMethod: 1 } }),
      server.call('POST', '/api/user/login/qrcode', { body: {} }),
      server.call('GET', '/api/anchor/getLocalesByLanguageId', { query: { languageId: 'x' } }),
      server.call('POST', '/api/tts/work/save', { token, body: { anchorType: 0, anchorId: 12, text: 'a & b' } }),
    ]);
    for (const reply of replies) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body.message).toMatch(CHINESE);
    }
  });

  it('counts a nickname in characters: 30 emoji are 30, not 60', async () => {
    const ok = await server.call('POST', '/api/user/updateProfile', { token, body: { nickname: '😀'.repeat(30) } });
    expect(ok.body.code).toBe(200);
    const over = await server.call('POST', '/api/user/updateProfile', { token, body: { nickname: '😀'.repeat(31) } });
    expect(over.body).toMatchObject({ code: 400, message: '用户昵称不能超过30个字符' });
  });

  it('counts a custom anchor’s audition text in characters too', async () => {
    const body = { templateId: 1, name: '主播😀', comment: '简介', pitch: 0, speed: 1, volume: 100 };
    const ok = await server.call('POST', '/api/anchor/custom/add', {
      token,
      body: { ...body, text: '🎤'.repeat(100) },
    });
    expect(ok.body.code).toBe(200);
    const over = await server.call('POST', '/api/anchor/custom/add', {
      token,
      body: { ...body, text: '🎤'.repeat(101) },
    });
    expect(over.body).toMatchObject({ code: 400, message: '试听内容不能超过100个字符' });
  });
});
