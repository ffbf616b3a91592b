import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryAuth } from '../auth/memory';
import { DubKitError } from '../errors';
import { createSignature, decryptText, encryptText } from './cipher';
import { signedSecond } from './signatureCheck';
import { SIGNATURE_HEADER } from './signatureHeader';
import { createDubKitStreams, readStreamData } from './sse';

const base = 'http://dubkit.test';
const KEY = 'dubkit-sign-key!';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const encoder = new TextEncoder();

/** An event-stream reply that sends the given raw chunks, then ends (or stays open). */
function eventStream(chunks: string[], { open = false } = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!open) controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

describe('AES-ECB text cipher', () => {
  it('round-trips Chinese text and produces base64', async () => {
    const cipher = await encryptText(KEY, '欢迎使用配音工坊<break time="500ms"/>');
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await decryptText(KEY, cipher)).toBe('欢迎使用配音工坊<break time="500ms"/>');
  });

  it('matches what OpenSSL produces for AES-ECB with PKCS#7 padding', async () => {
    // Reference values from Node's OpenSSL: createCipheriv('aes-128-ecb' | 'aes-256-ecb', key, null).
    expect(await encryptText('0123456789abcdef', '1700000000')).toBe('epZxpryilNkiXI5SV3opew==');
    expect(await encryptText('0123456789abcdef0123456789abcdef', '配音工坊')).toBe('jrbRuW93Pjsp2cjLXP4EBQ==');
  });

  it('agrees with OpenSSL across key sizes, padding lengths and several blocks', async () => {
    const text = '0123456789abcdefghijklmnopqrstuvwxyz配音工坊';
    // Reference values from Node's OpenSSL, as above, for the first `length` characters of `text`.
    const references: Array<[string, number, string]> = [
      ['0123456789abcdef', 0, 'N3Ii4GGpJMWRzZwn6hY+1A=='],
      ['0123456789abcdef', 15, '6FjPufVUb642Q/r/fubgwQ=='],
      ['0123456789abcdef', 16, 'cnJ+iB7c/QEApxhoeQm1ZTdyIuBhqSTFkc2cJ+oWPtQ='],
      ['0123456789abcdef01234567', 17, '2mwOKcaSciXmH1kNtOp497Wmwg/Xg/PvzTW7E1lGLjs='],
      [
        '0123456789abcdef0123456789abcdef',
        40,
        '+DyaYNwM25ghn3nW1dsWNb9pZ1jpEpfGcPZGAhRRyXPDCvIJ6F0pfHrf7FvjIAPciqNiQf3o3wVNwyXGxpW4ng==',
      ],
    ];
    for (const [key, length, cipher] of references) {
      expect(await encryptText(key, text.slice(0, length))).toBe(cipher);
      expect(await decryptText(key, cipher)).toBe(text.slice(0, length));
    }
    for (let length = 0; length <= text.length; length++) {
      expect(await decryptText(KEY, await encryptText(KEY, text.slice(0, length)))).toBe(text.slice(0, length));
    }
  });

  it('refuses a text encrypted with another key, a key of the wrong size and a cut cipher text', async () => {
    const cipher = await encryptText(KEY, 'secret');
    await expect(decryptText('another-key-1234', cipher)).rejects.toThrow();
    await expect(encryptText('short key', 'secret')).rejects.toThrow();
    await expect(decryptText(KEY, cipher.slice(0, 8))).rejects.toThrow();
    await expect(decryptText(KEY, '')).rejects.toThrow();
  });

  it('works on a page without WebCrypto (served over plain HTTP, e.g. a LAN address)', async () => {
    vi.stubGlobal('crypto', {});
    try {
      expect(await encryptText('0123456789abcdef', '1700000000')).toBe('epZxpryilNkiXI5SV3opew==');
      expect(await decryptText('0123456789abcdef', 'epZxpryilNkiXI5SV3opew==')).toBe('1700000000');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('signs the current epoch seconds, and the signature verifies within five minutes', async () => {
    const now = Date.UTC(2026, 0, 1, 8);
    const signature = await createSignature(KEY, now);
    expect(await decryptText(KEY, signature)).toBe(String(now / 1000));
    expect(await signedSecond(KEY, signature, now + 299_000)).toBe(now / 1000);
    expect(await signedSecond(KEY, signature, now + 301_000)).toBeNull();
    expect(await signedSecond('another-key-1234', signature, now)).toBeNull();
    expect(await signedSecond(KEY, await encryptText(KEY, 'not a time'), now)).toBeNull();
  });

  it('takes only the second as createSignature writes it, so the same second cannot pass as another text', async () => {
    const now = Date.UTC(2026, 0, 1, 8);
    const second = String(now / 1000);
    for (const text of [`0${second}`, `+${second}`, ` ${second}`, `${second} `, `${second}.0`, `${second}e0`, '-0'])
      expect(await signedSecond(KEY, await encryptText(KEY, text), now)).toBeNull();
  });
});

describe('readStreamData', () => {
  it('reads JSON pieces, JSON strings and plain text', () => {
    expect(readStreamData('{"content":"你好"}')).toEqual({ content: '你好' });
    expect(readStreamData('{"content":"","final":true}')).toEqual({ content: '', final: true });
    expect(readStreamData('"片段"')).toEqual({ content: '片段' });
    expect(readStreamData('plain words')).toEqual({ content: 'plain words' });
  });

  it('keeps a reported month usage and drops a malformed one', () => {
    expect(readStreamData('{"content":"","final":true,"usage":{"monthTokens":42}}')).toEqual({
      content: '',
      final: true,
      usage: { monthTokens: 42 },
    });
    expect(readStreamData('{"content":"a","usage":{"monthTokens":"42"}}')).toEqual({ content: 'a' });
    expect(readStreamData('{"content":"a","usage":{"monthTokens":1,"monthAllowance":9}}')).toEqual({
      content: 'a',
      usage: { monthTokens: 1, monthAllowance: 9 },
    });
  });

  it('treats a JSON object with a code as an error', () => {
    expect(() => readStreamData('{"code":429,"message":"今日额度已用完"}')).toThrow(
      expect.objectContaining({ code: 429, message: '今日额度已用完' }),
    );
  });
});

describe('createDubKitStreams', () => {
  const user = { token: 'tok-9', expire: Date.now() + 3_600_000, username: 'u', nickname: '', avatar: '', vipLevel: 0 };

  it('posts JSON with the bearer token and a fresh signature, and delivers each piece in order', async () => {
    let seen: { headers: Headers; body: unknown } | undefined;
    server.use(
      http.post(`${base}/api/gpt/chat`, async ({ request }) => {
        seen = { headers: request.headers, body: await request.json() };
        // Split mid-event to prove pieces are reassembled.
        return eventStream([
          event({ content: '你' }).slice(0, 10),
          event({ content: '你' }).slice(10),
          event({ content: '好' }),
        ]);
      }),
    );
    const streams = createDubKitStreams({ baseUrl: base, auth: createMemoryAuth(user), signatureKey: KEY });
    const deltas: unknown[] = [];

    await streams.gpt.chat({ content: '打个招呼', history: [] }, { onDelta: (delta) => deltas.push(delta) });

    expect(deltas).toEqual([{ content: '你' }, { content: '好' }]);
    expect(seen?.body).toEqual({ content: '打个招呼', history: [] });
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('authorization')).toBe('Bearer tok-9');
    expect(await signedSecond(KEY, seen?.headers.get(SIGNATURE_HEADER) ?? '')).not.toBeNull();
  });

  it('offers chat, translate, edit, rewrite and inspiration apply', () => {
    const streams = createDubKitStreams({ signatureKey: KEY });
    expect(Object.keys(streams)).toEqual(['gpt']);
    expect(Object.keys(streams.gpt).sort()).toEqual(['chat', 'edit', 'rewrite', 'templateApply', 'translate']);
  });

  it('rejects a non-OK status with its status text', async () => {
    server.use(
      http.post(`${base}/api/gpt/rewrite`, () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })),
    );
    const streams = createDubKitStreams({ baseUrl: base, signatureKey: KEY });

    await expect(streams.gpt.rewrite({ content: 'x' }, { onDelta: () => {} })).rejects.toMatchObject({
      code: 502,
      message: 'Bad Gateway',
    });
  });

  it('rejects a refusal sent as an envelope with the envelope’s code and message', async () => {
    server.use(
      http.post(`${base}/api/gpt/chat`, () =>
        HttpResponse.json({ code: 403, message: '请求签名无效或已过期', data: null }, { status: 403 }),
      ),
    );
    const streams = createDubKitStreams({ baseUrl: base, signatureKey: KEY });

    await expect(streams.gpt.chat({ content: 'x' }, { onDelta: () => {} })).rejects.toMatchObject({
      code: 403,
      message: '请求签名无效或已过期',
    });
  });

  it('signs each stream in a second of its own, as the server takes a signature once', async () => {
    // The clock is the test's: the second stream starts 1 ms before the second ends, and must wait for the next.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      const start = Date.UTC(2026, 0, 1, 8);
      vi.setSystemTime(start + 998);
      const signatures: string[] = [];
      server.use(
        http.post(`${base}/api/gpt/rewrite`, ({ request }) => {
          signatures.push(request.headers.get(SIGNATURE_HEADER) ?? '');
          return eventStream([event({ content: '好' })]);
        }),
      );
      const streams = createDubKitStreams({ baseUrl: base, signatureKey: KEY });

      await streams.gpt.rewrite({ content: 'x' }, { onDelta: () => {} });
      vi.setSystemTime(start + 999);
      const second = streams.gpt.rewrite({ content: 'x' }, { onDelta: () => {} });
      await vi.advanceTimersByTimeAsync(0);
      expect(signatures).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await second;

      expect(await Promise.all(signatures.map((signature) => decryptText(KEY, signature)))).toEqual([
        String(start / 1000),
        String(start / 1000 + 1),
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a reply that is not an event stream', async () => {
    server.use(
      http.post(`${base}/api/gpt/translate`, () => HttpResponse.json({ code: 200, message: 'OK', data: null })),
    );
    const streams = createDubKitStreams({ baseUrl: base, signatureKey: KEY });

    await expect(streams.gpt.translate({ content: 'x' }, { onDelta: () => {} })).rejects.toMatchObject({ code: 200 });
  });

  it('stops at an event whose data carries a code, with its message', async () => {
    server.use(
      http.post(`${base}/api/gpt/template/apply`, () =>
        eventStream([
          event({ content: '第一段' }),
          event({ code: 500, message: '生成失败' }),
          event({ content: '不会出现' }),
        ]),
      ),
    );
    const streams = createDubKitStreams({ baseUrl: base, signatureKey: KEY });
    const onDelta = vi.fn();

    const error = await streams.gpt.templateApply({ code: 'T1', content: '春天' }, { onDelta }).catch((e) => e);

    expect(error).toBeInstanceOf(DubKitError);
    expect(error).toMatchObject({ code: 500, message: '生成失败' });
    expect(onDelta).toHaveBeenCalledExactlyOnceWith({ content: '第一段' });
  });

  it('reports a transport failure as code 400 发生异常', async () => {
    server.use(http.post(`${base}/api/gpt/chat`, () => HttpResponse.error()));
    const streams = createDubKitStreams({ baseUrl: base, signatureKey: KEY });

    await expect(streams.gpt.chat({ content: 'x' }, { onDelta: () => {} })).rejects.toMatchObject({
      code: 400,
      message: '发生异常',
    });
  });

  it('stops quietly when the caller aborts mid-stream', async () => {
    server.use(http.post(`${base}/api/gpt/chat`, () => eventStream([event({ content: '正在' })], { open: true })));
    const streams = createDubKitStreams({ baseUrl: base, signatureKey: KEY });
    const controller = new AbortController();
    const deltas: unknown[] = [];

    const done = streams.gpt.chat(
      { content: 'x' },
      {
        signal: controller.signal,
        onDelta: (delta) => {
          deltas.push(delta);
          controller.abort();
        },
      },
    );

    await expect(done).resolves.toBeUndefined();
    expect(deltas).toEqual([{ content: '正在' }]);
  });

  it('does not even send when already aborted', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>((_input, init) =>
      init?.signal?.aborted
        ? Promise.reject(new DOMException('aborted', 'AbortError'))
        : Promise.reject(new Error('sent')),
    );
    const streams = createDubKitStreams({ baseUrl: base, signatureKey: KEY, fetch });
    const controller = new AbortController();
    controller.abort();

    await expect(
      streams.gpt.chat({ content: 'x' }, { signal: controller.signal, onDelta: () => {} }),
    ).resolves.toBeUndefined();
  });

  it('signs out when the stream is refused with 401', async () => {
    server.use(
      http.post(`${base}/api/gpt/chat`, () => new HttpResponse(null, { status: 401, statusText: 'Unauthorized' })),
    );
    const auth = createMemoryAuth(user);
    const streams = createDubKitStreams({ baseUrl: base, auth, signatureKey: KEY });

    await expect(streams.gpt.chat({ content: 'x' }, { onDelta: () => {} })).rejects.toMatchObject({ code: 401 });
    expect(auth.getUser()).toBeNull();
  });
});
