import { createDubKitStreams, createMemoryAuth, DEVELOPMENT_SIGNATURE_KEY } from '@dubkit/sdk-core';
import { CHAT_MODE_CALL, type ChatStore, createChatStore } from '@dubkit/sdk-core/assistant';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeChatProvider, startFakeChatProvider } from '../../testing/fakeChatProvider';
import { databaseTargets, loginNewUser, startServer, type TestServer } from '../../testing/harness';

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** sdk-core's chat store as the website runs it, over the real server, to the OpenAI-compatible fake provider. */
describe.each(databaseTargets().slice(0, 1))('the chat store against the server and a provider ($name)', (target) => {
  let server: TestServer;
  let fake: FakeChatProvider;
  let chat: ChatStore;
  beforeAll(async () => {
    fake = await startFakeChatProvider();
    server = await startServer(target, {
      speech: false,
      ocr: false,
      chat: { baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake-model' },
      chatIdleMs: 300,
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });
  beforeEach(async () => {
    const user = await loginNewUser(server);
    const auth = createMemoryAuth({ ...user, nickname: '', avatar: '' });
    const streams = createDubKitStreams({ baseUrl: server.base, auth, signatureKey: DEVELOPMENT_SIGNATURE_KEY });
    chat = createChatStore({
      stream: (mode, body, options) => streams.gpt[CHAT_MODE_CALL[mode]](body, options),
    });
    fake.answer({ pieces: ['你好，', '我是写作助手。'], usage: { prompt_tokens: 20, completion_tokens: 6 } });
  });

  it('streams an answer, keeps the default mode’s history and sends it with the next question', async () => {
    await chat.send('你好');
    expect(chat.getSnapshot().messages.map((m) => [m.role, m.state, m.content])).toEqual([
      [1, 3, '你好'],
      [2, 3, '你好，我是写作助手。'],
    ]);
    expect(chat.getSnapshot().usage).toMatchObject({ monthTokens: 26 });

    await chat.send('再说一遍');
    const sent = fake.requests.at(-1)?.body.messages.map((m) => m.content) ?? [];
    expect(sent.slice(-3)).toEqual(['你好', '你好，我是写作助手。', '再说一遍']);
  });

  it('sends no history in the translate mode', async () => {
    await chat.setMode(2);
    await chat.send('第一句');
    await chat.send('第二句');
    const roles = fake.requests.at(-1)?.body.messages.map((m) => m.role);
    expect(roles).toEqual(['system', 'user']);
  });

  it('stops an answer: the provider’s request is cancelled and the answer keeps what came', async () => {
    fake.answer({ pieces: ['第一段。'], ending: 'stall' });
    const answered = chat.send('写一篇长文');
    await until(() => chat.getSnapshot().messages.at(-1)?.content === '第一段。');
    chat.stop();
    await answered;
    await fake.requests.at(-1)?.cancelled;
    expect(fake.requests.at(-1)?.wasCancelled).toBe(true);
    expect(chat.getSnapshot().messages.at(-1)).toMatchObject({ state: 3, content: '第一段。' });
    expect(chat.getSnapshot().processing).toBe(false);
  });

  it('shows a provider failure mid-stream as the failed answer', async () => {
    fake.answer({ pieces: ['开头'], ending: 'error-event' });
    await chat.send('出错吧');
    const answer = chat.getSnapshot().messages.at(-1);
    expect(answer?.state).toBe(-1);
    expect(answer?.errorMessage).toBeTruthy();
  });
});
