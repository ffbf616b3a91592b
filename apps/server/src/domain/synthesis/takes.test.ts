import { SENTENCE_TAKES_MAX, takeMissingMessage, takesFullMessage } from '@dubkit/sdk-core/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Envelope, loginNewUser, startSpeechServer, type TestServer } from '../../testing/harness';

const SPEAK =
  '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">';
const script = (body: string) => `${SPEAK}${body}</speak>`;
const voice = { anchorType: 0, anchorId: 12 };

type Takes = { takes: number; pinned: number; varies: boolean };

describe('a sentence’s takes over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startSpeechServer();
  }, 240_000);
  afterAll(() => server.close());

  const call = <T>(path: string, token: string | undefined, body: object) =>
    server.call<T>('POST', path, { ...(token ? { token } : {}), body: { ...voice, ...body } });
  const audio = (token: string, sentence: string, take: number) =>
    fetch(`${server.base}/api/tts/takes/audio`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...voice, sentence, take }),
    });
  const cache = async () =>
    (await server.call<{ sentenceCache: { hits: number; misses: number } }>('GET', '/api/health')).body.data
      .sentenceCache;

  it('lists, plays, regenerates and pins takes; a task speaks each sentence as its pinned take', async () => {
    const { token } = await loginNewUser(server);
    const first = script('第一句在这里。');
    const second = script('第二句在这里。');
    const listed = await call<Takes[]>('/api/tts/takes', token, { sentences: [first, second] });
    expect(listed.body.data).toEqual([
      { takes: 1, pinned: 0, varies: false },
      { takes: 1, pinned: 0, varies: false },
    ]);
    for (const sentence of [first, second]) {
      const played = await audio(token, sentence, 0);
      expect(played.headers.get('content-type')).toBe('audio/mpeg');
      expect((await played.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }

    const regenerated = await call<Takes>('/api/tts/takes/regenerate', token, { sentence: first });
    expect(regenerated.body.data).toEqual({ takes: 2, pinned: 1, varies: false });
    const missing = await audio(token, first, 2);
    expect(await missing.json()).toEqual({ code: 400, message: takeMissingMessage(), data: null });
    const listedAgain = await call<Takes[]>('/api/tts/takes', token, { sentences: [first, second] });
    expect(listedAgain.body.data.map((takes) => takes.takes)).toEqual([2, 1]);

    // Take 1 of the first sentence was never spoken: the task speaks it, and takes the second from the cache.
    const before = await cache();
    const added = await server.call<{ status: number }>('POST', '/api/tts/task/v2/add', {
      token,
      body: { ...voice, text: script('第一句在这里。第二句在这里。') },
    });
    expect(added.body.data?.status, added.body.message).toBe(200);
    for (;;) {
      const { body } = await server.call<{ list: Array<{ status: number }> }>('GET', '/api/tts/task/list', {
        token,
        query: { page: 1 },
      });
      if (body.data.list[0]?.status === 1) break;
      expect(body.data.list[0]?.status).not.toBe(-1);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = await cache();
    expect({ spoken: after.misses - before.misses, cached: after.hits - before.hits }).toEqual({
      spoken: 1,
      cached: 1,
    });

    const back = await call<Takes>('/api/tts/takes/pin', token, { sentence: first, take: 0 });
    expect(back.body.data).toEqual({ takes: 2, pinned: 0, varies: false });
    const unknown = await call<Takes>('/api/tts/takes/pin', token, { sentence: first, take: 3 });
    expect(unknown.body).toMatchObject({ code: 400, message: takeMissingMessage() });
  }, 120_000);

  it('makes at most the allowed takes of a sentence, even when asked at once', async () => {
    const { token } = await loginNewUser(server);
    const sentence = script('同时重新生成很多次。');
    const replies = await Promise.all(
      Array.from({ length: SENTENCE_TAKES_MAX + 3 }, () =>
        call<Takes>('/api/tts/takes/regenerate', token, { sentence }),
      ),
    );
    const made = replies.filter((reply) => reply.body.code === 200);
    expect(made).toHaveLength(SENTENCE_TAKES_MAX - 1);
    expect(new Set(made.map((reply) => reply.body.data.pinned))).toEqual(new Set([1, 2, 3, 4]));
    for (const refused of replies.filter((reply) => reply.body.code !== 200))
      expect(refused.body.message).toBe(takesFullMessage());
  }, 60_000);

  it('keeps each user’s takes their own, refuses visitors and blank sentences', async () => {
    const owner = await loginNewUser(server);
    const other = await loginNewUser(server);
    const sentence = script('这是我的句子。');
    await call('/api/tts/takes/regenerate', owner.token, { sentence });
    const theirs = await call<Takes[]>('/api/tts/takes', other.token, { sentences: [sentence] });
    expect(theirs.body.data).toEqual([{ takes: 1, pinned: 0, varies: false }]);
    const stolen = await audio(other.token, sentence, 1);
    expect(((await stolen.json()) as Envelope).message).toBe(takeMissingMessage());
    const visitor = await call('/api/tts/takes', undefined, { sentences: [sentence] });
    expect(visitor.status).toBe(401);
    const blank = await call('/api/tts/takes/regenerate', owner.token, { sentence: script('   ') });
    expect(blank.body.message).toBe('句子内容不能为空');
  }, 60_000);
});
