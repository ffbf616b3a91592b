import {
  createSignature,
  DEVELOPMENT_SIGNATURE_KEY,
  decryptText,
  encryptText,
  SIGNATURE_HEADER,
} from '@dubkit/sdk-core';
import {
  ASSISTANT_FREE_MONTHLY_TOKENS,
  assistantMonth,
  CHAT_INPUT_MAX_LENGTH,
  REWRITE_INPUT_MAX_LENGTH,
  REWRITE_INPUT_TOO_LONG,
} from '@dubkit/sdk-core/assistant';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_MAX_ITEMS } from '../../domain/assistant/answer';
import { SYSTEM_PROMPTS, shortenPrompt, WELCOMES } from '../../domain/assistant/prompts';
import { ANSWER_MAX_TOKENS, RESERVATION_LEASE_MS } from '../../domain/assistant/quota';
import type { ServerContext } from '../../domain/context';
import { CHAT_UNAVAILABLE_MESSAGE } from '../../engines/chat/engine';
import { type FakeChatProvider, startFakeChatProvider } from '../../testing/fakeChatProvider';
import { databaseTargets, loginNewUser, startServer, type TestServer } from '../../testing/harness';

const DAY = 86_400_000;

interface StreamReply {
  status: number;
  contentType: string | null;
  /** The events' data, parsed. */
  events: Array<Record<string, unknown>>;
  /** The envelope, when the reply was not a stream. */
  envelope?: { code: number; message: string };
}

/** Signs with a time one second on for every call, since one user's signature is accepted once. */
let signedAt = Date.now();
const freshSignature = () => {
  signedAt += 1000;
  return createSignature(DEVELOPMENT_SIGNATURE_KEY, signedAt);
};

async function stream(
  server: TestServer,
  path: string,
  body: unknown,
  { token, signature }: { token?: string; signature?: string | null } = {},
): Promise<StreamReply> {
  const sign = signature === undefined ? await freshSignature() : signature;
  const response = await fetch(new URL(path, server.base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(sign ? { [SIGNATURE_HEADER]: sign } : {}),
    },
    body: JSON.stringify(body),
  });
  const contentType = response.headers.get('content-type');
  if (!contentType?.includes('text/event-stream'))
    return {
      status: response.status,
      contentType,
      events: [],
      envelope: (await response.json()) as StreamReply['envelope'],
    };
  // The server writes each event as one `data:` line and a blank line.
  const events = (await response.text())
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)));
  return { status: response.status, contentType, events };
}

const answerOf = (reply: StreamReply) => reply.events.map((event) => event.content ?? '').join('');

const QUOTA_SPENT = '本月写作额度已用完，开通会员可获得每月100万额度';

describe.each(databaseTargets())('writing assistant ($name)', (target) => {
  let server: TestServer;
  /** A second process on the same database, as a deployment runs several. */
  let twin: TestServer;
  let fake: FakeChatProvider;
  beforeAll(async () => {
    fake = await startFakeChatProvider();
    const options = {
      speech: false,
      ocr: false,
      chat: { baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake-model' },
      // Short, so the stalls below end soon; not so short that a first request on a busy machine (the provider client's
      // first connection) counts as one.
      chatIdleMs: 1_500,
    } as const;
    server = await startServer(target, options);
    twin = await startServer(target, { ...options, dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  });
  afterAll(async () => {
    await twin.close();
    await server.close();
    await fake.close();
  });

  const db = () => server.app.getDecorator<ServerContext>('dubkit').db;
  const userIdOf = async (phone: string) =>
    (await db().selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  const monthTokensUsed = async (token: string) =>
    (await server.call<{ monthTokensUsed: number }>('GET', '/api/gpt/vip/info', { token })).body.data.monthTokensUsed;

  beforeEach(() => fake.answer({ pieces: ['好的。'], usage: { prompt_tokens: 10, completion_tokens: 3 } }));

  const lastRequest = () => fake.requests.at(-1);

  it('streams the answer in pieces, then a final event, as sdk-core reads it', async () => {
    const user = await loginNewUser(server);
    fake.answer({ pieces: ['你好，', '我是', '写作助手。'], usage: { prompt_tokens: 30, completion_tokens: 8 } });
    const reply = await stream(server, '/api/gpt/chat', { content: '打个招呼' }, { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.contentType).toContain('text/event-stream');
    expect(reply.events).toEqual([
      { content: '你好，' },
      { content: '我是' },
      { content: '写作助手。' },
      // The provider's reported usage, counted before the final event tells the month's total.
      { content: '', final: true, usage: { monthTokens: 38, monthAllowance: ASSISTANT_FREE_MONTHLY_TOKENS } },
    ]);
    const request = lastRequest();
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'fake-model', stream: true, stream_options: { include_usage: true } });
  });

  it('refuses a missing, foreign, expired or replayed signature before asking the provider', async () => {
    const user = await loginNewUser(server);
    const asked = fake.requests.length;
    const body = { content: '你好' };
    const now = server.now();
    for (const signature of [
      null,
      'not-base64-at-all',
      await createSignature('another-key-1234', now),
      await createSignature(DEVELOPMENT_SIGNATURE_KEY, now - 310_000),
      await createSignature(DEVELOPMENT_SIGNATURE_KEY, now + 310_000),
      await encryptText(DEVELOPMENT_SIGNATURE_KEY, 'yesterday'),
    ]) {
      const reply = await stream(server, '/api/gpt/chat', body, { token: user.token, signature });
      expect(reply.status).toBe(403);
      expect(reply.envelope).toMatchObject({ code: 403, message: '请求签名无效或已过期' });
    }
    const signature = await freshSignature();
    expect((await stream(server, '/api/gpt/rewrite', body, { token: user.token, signature })).status).toBe(200);
    const replayed = await stream(server, '/api/gpt/rewrite', body, { token: user.token, signature });
    expect(replayed.envelope).toMatchObject({ code: 403, message: '请求签名已使用，请重试' });
    expect(fake.requests.length).toBe(asked + 1);
    // The same second encrypted to another text (a leading zero, a sign, a space) is not taken either.
    const second = await decryptText(DEVELOPMENT_SIGNATURE_KEY, signature);
    for (const text of [`0${second}`, `+${second}`, ` ${second}`, `${second}.0`]) {
      const disguised = await encryptText(DEVELOPMENT_SIGNATURE_KEY, text);
      expect((await stream(server, '/api/gpt/rewrite', body, { token: user.token, signature: disguised })).status).toBe(
        403,
      );
    }
    // Nor on another process of the same deployment.
    const elsewhere = await stream(twin, '/api/gpt/rewrite', body, { token: user.token, signature });
    expect(elsewhere.envelope).toMatchObject({ code: 403, message: '请求签名已使用，请重试' });
    expect(fake.requests.length).toBe(asked + 1);
    // Every client with the key signs a second alike: another user's equal signature is not a replay.
    const other = await loginNewUser(server);
    expect((await stream(server, '/api/gpt/rewrite', body, { token: other.token, signature })).status).toBe(200);
  });

  it('forgets a signed second once it can no longer pass, so its rows do not pile up', async () => {
    const user = await loginNewUser(server);
    await stream(server, '/api/gpt/chat', { content: '你好' }, { token: user.token });
    const userId = await userIdOf(user.phone);
    const old = Math.floor(server.now() / 1000) - 301;
    await db().insertInto('stream_signatures').values({ user_id: userId, second: old }).execute();
    await stream(server, '/api/gpt/chat', { content: '你好' }, { token: user.token });
    const seconds = await db().selectFrom('stream_signatures').select('second').where('user_id', '=', userId).execute();
    expect(seconds.map((row) => row.second)).not.toContain(old);
    expect(seconds).toHaveLength(2);
  });

  it('requires login and a valid body before the stream opens', async () => {
    const user = await loginNewUser(server);
    const visitor = await stream(server, '/api/gpt/chat', { content: '你好' });
    expect(visitor).toMatchObject({ status: 401, envelope: { code: 401 } });
    const blank = await stream(server, '/api/gpt/chat', { content: '  ' }, { token: user.token });
    expect(blank).toMatchObject({ status: 400, envelope: { message: '请输入您的问题' } });
    const long = await stream(
      server,
      '/api/gpt/template/apply',
      { code: 'talk-script', content: '字'.repeat(501) },
      {
        token: user.token,
      },
    );
    expect(long).toMatchObject({ status: 400, envelope: { message: '输入内容不能超过500个字符' } });
  });

  it('sends each mode its own system prompt and the question, and history only in the default mode', async () => {
    const user = await loginNewUser(server);
    const history = [
      { role: 1, content: '帮我写个开头' },
      { role: 2, content: '大家好，欢迎来到我的频道。' },
    ];
    const cases = [
      ['/api/gpt/chat', SYSTEM_PROMPTS.chat, ['配音工坊', '适合朗读', '不编造']],
      ['/api/gpt/translate', SYSTEM_PROMPTS.translate, ['翻译成英文', '翻译成简体中文', '只输出译文']],
      ['/api/gpt/edit', SYSTEM_PROMPTS.edit, ['错别字', '语病', '修改说明：']],
      ['/api/gpt/rewrite', SYSTEM_PROMPTS.rewrite, ['改写', '保留全部关键信息', '只输出改写后的正文']],
    ] as const;
    for (const [path, prompt, instructions] of cases) {
      const reply = await stream(server, path, { content: '今天天气很好', history }, { token: user.token });
      expect(reply.events.at(-1)).toMatchObject({ content: '', final: true });
      const { messages } = lastRequest()?.body ?? { messages: [] };
      expect(messages[0]).toEqual({ role: 'system', content: prompt });
      for (const instruction of instructions) expect(prompt).toContain(instruction);
      expect(messages.at(-1)).toEqual({ role: 'user', content: '今天天气很好' });
      expect(messages).toHaveLength(path === '/api/gpt/chat' ? 4 : 2);
    }
    expect(lastRequest()?.body.messages).not.toContainEqual({ role: 'user', content: '帮我写个开头' });
  });

  it('shortens a line to a length for a subtitle it overruns, and refuses a length that is not one', async () => {
    const user = await loginNewUser(server);
    const line = '这一句台词太长了，无论怎么加快语速都说不完。';
    const reply = await stream(server, '/api/gpt/rewrite', { content: line, maxLength: 12 }, { token: user.token });
    expect(reply.events.at(-1)).toMatchObject({ content: '', final: true });
    const { messages, max_tokens } = lastRequest()?.body ?? { messages: [] };
    expect(messages).toEqual([
      { role: 'system', content: shortenPrompt(12) },
      { role: 'user', content: line },
    ]);
    expect(shortenPrompt(12)).toContain('不超过12个字');
    expect(max_tokens).toBe(ANSWER_MAX_TOKENS.shorten);
    for (const maxLength of [0, 1.5, REWRITE_INPUT_MAX_LENGTH + 1]) {
      const refused = await stream(server, '/api/gpt/rewrite', { content: line, maxLength }, { token: user.token });
      expect(refused.status).toBe(400);
    }
  });

  it('bounds the history it passes on to the newest turns', async () => {
    const user = await loginNewUser(server);
    const history = Array.from({ length: 100 }, (_, i) => ({ role: (i % 2) + 1, content: `第${i}条` }));
    await stream(server, '/api/gpt/chat', { content: '继续', history }, { token: user.token });
    const messages = lastRequest()?.body.messages ?? [];
    expect(messages).toHaveLength(HISTORY_MAX_ITEMS + 2);
    expect(messages[1]).toEqual({ role: 'user', content: `第${100 - HISTORY_MAX_ITEMS}条` });
    expect(messages.at(-2)).toEqual({ role: 'assistant', content: '第99条' });
    const refused = await stream(
      server,
      '/api/gpt/chat',
      { content: '继续', history: [{ role: 3, content: 'x' }] },
      {
        token: user.token,
      },
    );
    expect(refused.status).toBe(400);
  });

  it('reports a provider refusal, a cut, an error event and a stall as one error event with a code', async () => {
    const user = await loginNewUser(server);
    fake.answer({ status: 429 });
    const busy = await stream(server, '/api/gpt/chat', { content: '你好' }, { token: user.token });
    expect(busy.events).toEqual([{ code: 502, message: '写作助手繁忙，请稍后再试' }]);
    fake.answer({ status: 401 });
    const wrongKey = await stream(server, '/api/gpt/edit', { content: '你好' }, { token: user.token });
    expect(wrongKey.events).toEqual([{ code: 502, message: '写作助手服务认证失败，请联系管理员' }]);

    fake.answer({ pieces: ['第一段'], ending: 'cut' });
    const cut = await stream(server, '/api/gpt/chat', { content: '你好' }, { token: user.token });
    expect(cut.events).toEqual([{ content: '第一段' }, { code: 502, message: expect.stringContaining('写作助手') }]);

    fake.answer({ pieces: ['第一段'], ending: 'error-event' });
    const broken = await stream(server, '/api/gpt/chat', { content: '你好' }, { token: user.token });
    expect(broken.events[0]).toEqual({ content: '第一段' });
    expect(broken.events[1]).toMatchObject({ code: 502 });

    fake.answer({ pieces: ['想一想'], ending: 'stall' });
    const stalled = await stream(server, '/api/gpt/chat', { content: '你好' }, { token: user.token });
    expect(stalled.events).toEqual([{ content: '想一想' }, { code: 504, message: '写作助手响应超时，请稍后再试' }]);
    await lastRequest()?.cancelled;
  });

  it('cancels the provider request at once when the client goes away', async () => {
    const user = await loginNewUser(server);
    fake.answer({ pieces: ['这是', '一个', '很长', '的回答'], delayMs: 50, ending: 'stall' });
    const controller = new AbortController();
    const response = await fetch(new URL('/api/gpt/chat', server.base), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${user.token}`,
        [SIGNATURE_HEADER]: await freshSignature(),
      },
      body: JSON.stringify({ content: '写一篇长文' }),
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('这是');
    const request = lastRequest();
    expect(request?.wasCancelled).toBe(false);
    const hungUp = Date.now();
    controller.abort();
    await request?.cancelled;
    expect(Date.now() - hungUp).toBeLessThan(1000);
    expect(request?.wasCancelled).toBe(true);
    // The provider reports no usage for a cancelled answer: what was sent and received is counted by characters.
    await expect
      .poll(
        async () =>
          (await server.call<{ monthTokensUsed: number }>('GET', '/api/gpt/vip/info', { token: user.token })).body.data
            .monthTokensUsed,
      )
      .toBeGreaterThan(0);
  });

  it('welcomes each mode in Chinese', async () => {
    for (const mode of [1, 2, 3] as const) {
      const reply = await server.call<string>('GET', '/api/gpt/welcome', { query: { mode } });
      expect(reply.body).toMatchObject({ code: 200, data: WELCOMES[mode] });
      expect(reply.body.data).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await server.call('GET', '/api/gpt/welcome', { query: { mode: 4 } })).status).toBe(400);
  });

  it('lists the inspiration templates, shows one and applies its system prompt to the content', async () => {
    const user = await loginNewUser(server);
    const page = await server.call<{
      total: number;
      list: Array<{ code: string; icon: string; demos: string[]; label: unknown }>;
    }>('POST', '/api/gpt/template/search', { token: user.token, body: { page: 1, pageSize: 30 } });
    expect(page.body.data.total).toBeGreaterThanOrEqual(12);
    expect(page.body.data.list.length).toBe(page.body.data.total);
    for (const item of page.body.data.list) {
      expect(item.demos.length).toBeGreaterThanOrEqual(2);
      expect(item.icon).toBe(`/media/inspiration/${item.code}.svg`);
    }
    expect(page.body.data.list.some((item) => item.label !== null)).toBe(true);
    const second = await server.call<{ total: number; list: unknown[] }>('POST', '/api/gpt/template/search', {
      token: user.token,
      body: { page: 2, pageSize: 5 },
    });
    expect(second.body.data.list).toHaveLength(5);

    const detail = await server.call('GET', '/api/gpt/template/detail', {
      token: user.token,
      query: { code: 'product-blurb' },
    });
    expect(detail.body.data).toMatchObject({
      code: 'product-blurb',
      title: '商品卖点文案',
      label: { id: 1, value: '热门', textColor: '#ffffff', bgColor: '#ff5a36' },
    });
    expect(detail.body.data).not.toHaveProperty('systemPrompt');
    const missing = await server.call('GET', '/api/gpt/template/detail', {
      token: user.token,
      query: { code: 'nope' },
    });
    expect(missing.status).toBe(404);

    fake.answer({ pieces: ['这款保温杯', '陪你一整天。'] });
    const applied = await stream(
      server,
      '/api/gpt/template/apply',
      { code: 'product-blurb', content: '便携保温杯，保温 12 小时' },
      { token: user.token },
    );
    expect(answerOf(applied)).toBe('这款保温杯陪你一整天。');
    const { messages } = lastRequest()?.body ?? { messages: [] };
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('电商文案策划');
    expect(messages.slice(1)).toEqual([{ role: 'user', content: '便携保温杯，保温 12 小时' }]);
    const unknown = await stream(
      server,
      '/api/gpt/template/apply',
      { code: 'nope', content: '你好' },
      {
        token: user.token,
      },
    );
    expect(unknown).toMatchObject({ status: 404, envelope: { message: '模板不存在' } });

    const icon = await fetch(new URL('/media/inspiration/product-blurb.svg', server.base));
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toContain('商');
    expect((await fetch(new URL('/media/inspiration/nope.svg', server.base))).status).toBe(404);
  });

  const buy = async (token: string, productId: number) => {
    const order = await server.call<{ orderNo: string; amount: number }>('POST', '/api/trade/newPresetOrder', {
      token,
      body: { productType: 300, productId, payMethod: 2, qrWidth: 300 },
    });
    expect(order.body.code).toBe(200);
    const paid = await fetch(`${server.base}/pay/sandbox/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orderNo: order.body.data.orderNo }),
    });
    expect(paid.ok).toBe(true);
    return order.body.data;
  };

  it('sells the assistant plan: the 168 yuan year at 0.5 yuan a day, bought as product type 300, stacking', async () => {
    const products = await server.call<Array<{ id: number; title: string; realPrice: number; averagePrice: number }>>(
      'GET',
      '/api/gpt/vip/products',
    );
    expect(products.body.data.map((p) => p.title)).toEqual(['月卡', '季卡', '年卡']);
    const year = products.body.data.find((p) => p.title === '年卡');
    expect(year).toMatchObject({ id: 22, price: 168, realPrice: 168, averagePrice: 0.5, priceUnit: '元/天' });

    const user = await loginNewUser(server);
    const before = await server.call('GET', '/api/gpt/vip/info', { token: user.token });
    expect(before.body.data).toEqual({
      member: false,
      startTime: 0,
      endTime: 0,
      expired: false,
      monthTokensUsed: 0,
      monthTokensAllowed: ASSISTANT_FREE_MONTHLY_TOKENS,
    });
    const order = await buy(user.token, 22);
    expect(order.amount).toBe(168);
    const start = server.now();
    const info = await server.call<{ member: boolean; startTime: number; endTime: number }>(
      'GET',
      '/api/gpt/vip/info',
      {
        token: user.token,
      },
    );
    expect(info.body.data.member).toBe(true);
    expect(Math.abs(info.body.data.endTime - (start + 365 * DAY))).toBeLessThan(5000);
    await buy(user.token, 21);
    const stacked = await server.call<{ endTime: number }>('GET', '/api/gpt/vip/info', { token: user.token });
    expect(Math.abs(stacked.body.data.endTime - (start + 395 * DAY))).toBeLessThan(5000);
    // The general membership is another product type: unchanged.
    const general = await server.call<{ vipLevel: number }>('GET', '/api/tts/vip/member_info', { token: user.token });
    expect(general.body.data.vipLevel).toBe(0);
    expect((await server.call('GET', '/api/gpt/vip/info')).status).toBe(401);
  });

  it('counts the tokens the provider reports and refuses with 402 past the free allowance, until the plan is bought', async () => {
    const user = await loginNewUser(server);
    fake.answer({
      pieces: ['很长的回答'],
      usage: { prompt_tokens: ASSISTANT_FREE_MONTHLY_TOKENS - 5, completion_tokens: 5 },
    });
    expect(answerOf(await stream(server, '/api/gpt/chat', { content: '写吧' }, { token: user.token }))).toBe(
      '很长的回答',
    );
    const info = await server.call('GET', '/api/gpt/vip/info', { token: user.token });
    expect(info.body.data).toMatchObject({ monthTokensUsed: ASSISTANT_FREE_MONTHLY_TOKENS });
    const asked = fake.requests.length;
    const over = await stream(server, '/api/gpt/rewrite', { content: '改写这段' }, { token: user.token });
    expect(over.status).toBe(200);
    expect(over.events).toEqual([{ code: 402, message: QUOTA_SPENT }]);
    expect(fake.requests.length).toBe(asked);

    await buy(user.token, 21);
    const member = await server.call('GET', '/api/gpt/vip/info', { token: user.token });
    expect(member.body.data).toMatchObject({ member: true, monthTokensAllowed: 1_000_000 });
    fake.answer({ pieces: ['好的。'] });
    expect(answerOf(await stream(server, '/api/gpt/rewrite', { content: '改写这段' }, { token: user.token }))).toBe(
      '好的。',
    );
  });

  it('answers a new free user’s six parallel streams only as far as the month’s tokens go, across processes', async () => {
    const user = await loginNewUser(server);
    const asked = fake.requests.length;
    // Each answer takes all it may (a provider stops at max_tokens) and reports a prompt under the server's estimate.
    fake.answer({
      pieces: ['第一段', '第二段'],
      delayMs: 100,
      usage: { prompt_tokens: 100, completion_tokens: 100_000 },
    });
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        stream(i % 2 ? twin : server, '/api/gpt/chat', { content: '写一篇长文' }, { token: user.token }),
      ),
    );
    const answered = replies.filter((reply) => answerOf(reply) === '第一段第二段');
    const refused = replies.filter((reply) => reply.events.some((event) => event.code === 402));
    expect(answered.length + refused.length).toBe(6);
    expect(refused.length).toBeGreaterThan(0);
    for (const reply of refused) expect(reply.events).toEqual([{ code: 402, message: QUOTA_SPENT }]);
    // Only the answered streams reached the provider, each asking for no more than the allowance had left.
    const requests = fake.requests.slice(asked);
    expect(requests).toHaveLength(answered.length);
    for (const request of requests) expect(request.body.max_tokens).toBeLessThanOrEqual(ANSWER_MAX_TOKENS.chat);
    const used = await monthTokensUsed(user.token);
    expect(used).toBeGreaterThan(ASSISTANT_FREE_MONTHLY_TOKENS / 2);
    expect(used).toBeLessThanOrEqual(ASSISTANT_FREE_MONTHLY_TOKENS);
  });

  it('refuses an over-long rewrite, translation or edit before asking the provider', async () => {
    const user = await loginNewUser(server);
    const asked = fake.requests.length;
    for (const [path, content, message] of [
      ['/api/gpt/rewrite', 'x'.repeat(600_000), REWRITE_INPUT_TOO_LONG],
      ['/api/gpt/rewrite', '字'.repeat(REWRITE_INPUT_MAX_LENGTH + 1), REWRITE_INPUT_TOO_LONG],
      ['/api/gpt/translate', '字'.repeat(CHAT_INPUT_MAX_LENGTH + 1), `问题不能超过${CHAT_INPUT_MAX_LENGTH}个字符`],
      ['/api/gpt/edit', '字'.repeat(CHAT_INPUT_MAX_LENGTH + 1), `问题不能超过${CHAT_INPUT_MAX_LENGTH}个字符`],
    ] as const) {
      const reply = await stream(server, path, { content }, { token: user.token });
      expect(reply).toMatchObject({ status: 400, envelope: { message } });
    }
    expect(fake.requests.length).toBe(asked);
    expect(REWRITE_INPUT_TOO_LONG).toBe('文案内容不能超过5000个字符');
    // At the cap a new free user's rewrite is answered, with room for an answer as long as the text.
    const full = await stream(
      server,
      '/api/gpt/rewrite',
      { content: '字'.repeat(REWRITE_INPUT_MAX_LENGTH) },
      { token: user.token },
    );
    expect(answerOf(full)).toBe('好的。');
    expect(lastRequest()?.body.max_tokens).toBe(ANSWER_MAX_TOKENS.rewrite);
  });

  it('charges the prompt of a stream stopped before the first piece, since the provider read it', async () => {
    const user = await loginNewUser(server);
    fake.answer({ pieces: [], ending: 'stall' });
    const asked = fake.requests.length;
    const controller = new AbortController();
    const content = '写一篇关于春天的长文';
    await fetch(new URL('/api/gpt/chat', server.base), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${user.token}`,
        [SIGNATURE_HEADER]: await freshSignature(),
      },
      body: JSON.stringify({ content }),
      signal: controller.signal,
    });
    await expect.poll(() => fake.requests.length, { interval: 5 }).toBe(asked + 1);
    controller.abort();
    await fake.requests[asked]?.cancelled;
    await expect
      .poll(() => monthTokensUsed(user.token))
      .toBeGreaterThanOrEqual(SYSTEM_PROMPTS.chat.length + content.length);
  });

  it('settles the reservation with the usage the provider reports', async () => {
    const user = await loginNewUser(server);
    fake.answer({ pieces: ['好的。'], usage: { prompt_tokens: 120, completion_tokens: 30 } });
    await stream(server, '/api/gpt/chat', { content: '你好' }, { token: user.token });
    expect(lastRequest()?.body.max_tokens).toBe(ANSWER_MAX_TOKENS.chat);
    expect(await monthTokensUsed(user.token)).toBe(150);
    const userId = await userIdOf(user.phone);
    expect(await db().selectFrom('assistant_reservations').where('user_id', '=', userId).selectAll().execute()).toEqual(
      [],
    );
  });

  it('lets a reservation left by a crashed process lapse after its lease', async () => {
    const user = await loginNewUser(server);
    const userId = await userIdOf(user.phone);
    const asked = fake.requests.length;
    // A process died while answering: its reservation of the whole month was never settled.
    const { id } = await db()
      .insertInto('assistant_reservations')
      .values({
        user_id: userId,
        month: assistantMonth(server.now()),
        tokens: ASSISTANT_FREE_MONTHLY_TOKENS,
        created_at: server.now() - RESERVATION_LEASE_MS + 60_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const held = await stream(server, '/api/gpt/chat', { content: '你好' }, { token: user.token });
    expect(held.events).toEqual([{ code: 402, message: QUOTA_SPENT }]);
    expect(fake.requests.length).toBe(asked);

    await db()
      .updateTable('assistant_reservations')
      .set({ created_at: server.now() - RESERVATION_LEASE_MS })
      .where('id', '=', id)
      .execute();
    const lapsed = await stream(server, '/api/gpt/chat', { content: '你好' }, { token: user.token });
    expect(answerOf(lapsed)).toBe('好的。');
    expect(await db().selectFrom('assistant_reservations').where('id', '=', id).selectAll().execute()).toEqual([]);
  });

  it('keeps a member’s default-mode conversation between visits, for that member only', async () => {
    const member = await loginNewUser(server);
    const stranger = await loginNewUser(server);
    await buy(member.token, 21);
    fake.answer({ pieces: ['记住了，你叫小明。'] });
    await stream(server, '/api/gpt/chat', { content: '我叫小明' }, { token: member.token });
    // Other modes are not remembered.
    await stream(server, '/api/gpt/translate', { content: '苹果' }, { token: member.token });

    fake.answer({ pieces: ['你叫小明。'] });
    await stream(server, '/api/gpt/chat', { content: '我叫什么？' }, { token: member.token });
    expect(lastRequest()?.body.messages.slice(1)).toEqual([
      { role: 'user', content: '我叫小明' },
      { role: 'assistant', content: '记住了，你叫小明。' },
      { role: 'user', content: '我叫什么？' },
    ]);

    // The page goes on with its own history: the earlier visit stays in view.
    fake.answer({ pieces: ['小明，你好。'] });
    await stream(
      server,
      '/api/gpt/chat',
      {
        content: '再打个招呼',
        history: [
          { role: 1, content: '我叫什么？' },
          { role: 2, content: '你叫小明。' },
        ],
      },
      { token: member.token },
    );
    expect(
      lastRequest()
        ?.body.messages.slice(1)
        .map((m) => m.content),
    ).toEqual(['我叫小明', '记住了，你叫小明。', '我叫什么？', '你叫小明。', '再打个招呼']);
    // A conversation from before the plan (not kept) is taken from the page.
    const page = [
      { role: 1, content: '买会员前的问题' },
      { role: 2, content: '买会员前的回答' },
    ];
    await stream(server, '/api/gpt/chat', { content: '接着说', history: page }, { token: member.token });
    expect(
      lastRequest()
        ?.body.messages.slice(1)
        .map((m) => m.content),
    ).toEqual(['买会员前的问题', '买会员前的回答', '接着说']);

    await stream(server, '/api/gpt/chat', { content: '我叫什么？' }, { token: stranger.token });
    expect(lastRequest()?.body.messages).toHaveLength(2);
    // A non-member's conversation lives in the page only.
    await stream(server, '/api/gpt/chat', { content: '再问一次' }, { token: stranger.token });
    expect(lastRequest()?.body.messages).toHaveLength(2);
  });
});

describe('writing assistant without a provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(databaseTargets()[0] ?? { name: 'sqlite' }, { speech: false, ocr: false, chat: null });
  });
  afterAll(() => server.close());

  it('refuses every stream up front with product copy, no setting names', async () => {
    const user = await loginNewUser(server);
    for (const [path, body] of [
      ['/api/gpt/chat', { content: '你好' }],
      ['/api/gpt/translate', { content: '你好' }],
      ['/api/gpt/edit', { content: '你好' }],
      ['/api/gpt/rewrite', { content: '你好' }],
      ['/api/gpt/template/apply', { code: 'talk-script', content: '你好' }],
    ] as const) {
      const reply = await stream(server, path, body, { token: user.token });
      expect(reply.events).toEqual([]);
      expect(reply.envelope).toMatchObject({ code: 503, message: CHAT_UNAVAILABLE_MESSAGE });
    }
    expect(CHAT_UNAVAILABLE_MESSAGE).toBe('写作助手暂未开放，敬请期待');
  });
});
