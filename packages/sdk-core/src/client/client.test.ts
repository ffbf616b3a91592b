import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryAuth } from '../auth/memory';
import { HTTP_TIMEOUT_MS } from '../constants';
import type { LoginUser } from '../contract/auth';
import { validateRequest } from '../contract/validation';
import { DubKitError } from '../errors';
import { createDubKitClient } from './client';

const base = 'http://dubkit.test';
const server = setupServer();
const user: LoginUser = {
  token: 'tok-1',
  expire: Date.now() + 3_600_000,
  username: 'u1',
  nickname: '小明',
  avatar: '',
  vipLevel: 0,
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = <T>(data: T) => HttpResponse.json({ code: 200, message: 'success', data });

describe('createDubKitClient', () => {
  it('posts the body with the bearer token and resolves with the envelope data', async () => {
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${base}/api/anchor/search`, async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.json() };
        return ok({ total: 1, list: [{ id: 12, name: '云希' }] });
      }),
    );
    const client = createDubKitClient({ baseUrl: `${base}/`, auth: createMemoryAuth(user) });

    const page = await client.anchors.search({ page: 2, sort: 1 });

    expect(page).toEqual({ total: 1, list: [{ id: 12, name: '云希' }] });
    expect(seen).toEqual({ auth: 'Bearer tok-1', body: { page: 2, sort: 1 } });
  });

  it('sends query calls as URL parameters, leaving out empty ones, and no token when signed out', async () => {
    let url: URL | undefined;
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${base}/api/anchor/detail`, ({ request }) => {
        url = new URL(request.url);
        authorization = request.headers.get('authorization');
        return ok({ id: 12 });
      }),
    );
    const client = createDubKitClient({ baseUrl: base, auth: createMemoryAuth() });

    await client.anchors.detail({ anchorId: 12, anchorType: 0 });

    expect(url?.search).toBe('?anchorId=12&anchorType=0');
    expect(authorization).toBeNull();
  });

  it('puts POST parameters in the query where the spec says so', async () => {
    let orderNo: string | null = null;
    server.use(
      http.post(`${base}/api/trade/checkPresetOrderStatus`, ({ request }) => {
        orderNo = new URL(request.url).searchParams.get('orderNo');
        return ok({ status: 1, subtitle: '' });
      }),
    );
    const client = createDubKitClient({ baseUrl: base });

    await expect(client.trade.checkPresetOrderStatus({ orderNo: 'NO1' })).resolves.toEqual({ status: 1, subtitle: '' });
    expect(orderNo).toBe('NO1');
  });

  it('rejects a body code other than 200 with its code and message and tells onError', async () => {
    server.use(
      http.get(`${base}/api/user/profile`, () => HttpResponse.json({ code: 500, message: '用户不存在', data: null })),
    );
    const onError = vi.fn();
    const client = createDubKitClient({ baseUrl: base, onError });

    const error = await client.account.profile().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DubKitError);
    expect(error).toMatchObject({ code: 500, message: '用户不存在' });
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('keeps a refusal’s developer detail beside its message, which stays the Chinese text', async () => {
    server.use(
      http.post(`${base}/api/feedback/add`, () =>
        HttpResponse.json(
          { code: 400, message: '参数错误：type 取值无效', data: null, detail: 'type: picklist expected (0 | 1 | 2)' },
          { status: 400 },
        ),
      ),
    );
    const client = createDubKitClient({ baseUrl: base });

    await expect(client.feedback.add({ type: 1, content: '好', email: 'a@b.cn' })).rejects.toMatchObject({
      code: 400,
      message: '参数错误：type 取值无效',
      detail: 'type: picklist expected (0 | 1 | 2)',
    });
  });

  it('does not tell onError when the caller handles the failure, but still rejects', async () => {
    server.use(
      http.get(`${base}/api/user/profile`, () => HttpResponse.json({ code: 402, message: '余额不足', data: null })),
    );
    const onError = vi.fn();
    const client = createDubKitClient({ baseUrl: base, onError });

    await expect(client.account.profile(undefined, { handled: true })).rejects.toMatchObject({
      code: 402,
      message: '余额不足',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports an HTTP error status with the envelope it carries, else with the status text', async () => {
    server.use(
      http.get(`${base}/api/tts/vip/products`, () =>
        HttpResponse.json({ code: 403, message: '无权访问', data: null }, { status: 403 }),
      ),
      http.get(
        `${base}/api/tts/vip/member_info`,
        () => new HttpResponse('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const client = createDubKitClient({ baseUrl: base });

    await expect(client.trade.vipProducts()).rejects.toMatchObject({ code: 403, message: '无权访问' });
    await expect(client.trade.memberInfo()).rejects.toMatchObject({ code: 502, message: 'Bad Gateway' });
  });

  it('signs the user out when the server answers 401', async () => {
    server.use(
      http.get(`${base}/api/user/profile`, () => HttpResponse.json({ code: 401, message: '请先登录', data: null })),
    );
    const auth = createMemoryAuth(user);
    const client = createDubKitClient({ baseUrl: base, auth });

    await expect(client.account.profile()).rejects.toMatchObject({ code: 401 });
    expect(auth.getUser()).toBeNull();
  });

  it('carries the transport message of a network failure', async () => {
    server.use(http.get(`${base}/api/user/profile`, () => HttpResponse.error()));
    const onError = vi.fn();
    const client = createDubKitClient({ baseUrl: base, onError });

    const error = await client.account.profile().catch((e: unknown) => e);

    expect(error).toMatchObject({ code: 0, message: expect.stringMatching(/fetch/i) });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('answers code 206 网络请求超时 when no response comes in time', async () => {
    server.use(
      http.get(`${base}/api/user/profile`, async () => {
        await delay(1000);
        return ok(null);
      }),
    );
    const onError = vi.fn();
    const client = createDubKitClient({ baseUrl: base, timeoutMs: 30, onError });

    await expect(client.account.profile()).rejects.toMatchObject({ code: 206, message: '网络请求超时' });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('waits two minutes by default before timing out', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise<Response>(() => {}));
      const client = createDubKitClient({ baseUrl: base, fetch });
      const outcome = vi.fn();
      client.account.hasPassword().then(outcome, outcome);

      await vi.advanceTimersByTimeAsync(119_999);
      expect(outcome).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ code: 206, message: '网络请求超时' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not report the caller’s own abort as an error', async () => {
    server.use(
      http.get(`${base}/api/user/profile`, async () => {
        await delay(1000);
        return ok(null);
      }),
    );
    const onError = vi.fn();
    const client = createDubKitClient({ baseUrl: base, onError });
    const controller = new AbortController();

    const call = client.account.profile(undefined, { signal: controller.signal });
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('returns audition audio as bytes', async () => {
    const mp3 = new Uint8Array([0xff, 0xfb, 0x90, 0x64]);
    server.use(
      http.post(`${base}/api/tts/audition`, () =>
        HttpResponse.arrayBuffer(mp3.buffer, { headers: { 'Content-Type': 'audio/mpeg' } }),
      ),
    );
    const client = createDubKitClient({ baseUrl: base });

    const audio = await client.tasks.audition({ anchorId: 0, text: 'c2VjcmV0' });

    expect(new Uint8Array(audio)).toEqual(mp3);
  });

  it('rejects an audition answered with a JSON error body, with its message', async () => {
    server.use(
      http.post(`${base}/api/tts/audition`, () =>
        HttpResponse.json({ code: 500, message: '文本包含敏感词', data: null }),
      ),
    );
    const onError = vi.fn();
    const client = createDubKitClient({ baseUrl: base, onError });

    await expect(client.tasks.audition({ text: 'x' })).rejects.toMatchObject({ code: 500, message: '文本包含敏感词' });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('rejects an audition with a non-OK status with its status text', async () => {
    server.use(
      http.post(
        `${base}/api/tts/audition`,
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    const client = createDubKitClient({ baseUrl: base });

    await expect(client.tasks.audition({ text: 'x' })).rejects.toMatchObject({
      code: 503,
      message: 'Service Unavailable',
    });
  });

  it('streams audition audio piece by piece as it arrives, and rejects a JSON error body like the whole call', async () => {
    const pieces = [new Uint8Array([0xff, 0xfb, 0x90]), new Uint8Array([0x64, 0x00])];
    server.use(
      http.post(`${base}/api/tts/audition`, () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const piece of pieces) controller.enqueue(piece);
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'audio/mpeg' } });
      }),
    );
    const client = createDubKitClient({ baseUrl: base });

    const received: number[] = [];
    for await (const piece of await client.auditionStream({ text: 'c2VjcmV0' })) received.push(...piece);
    expect(received).toEqual([0xff, 0xfb, 0x90, 0x64, 0x00]);

    server.use(
      http.post(`${base}/api/tts/audition`, () =>
        HttpResponse.json({ code: 500, message: '文本包含敏感词', data: null }),
      ),
    );
    await expect(client.auditionStream({ text: 'x' })).rejects.toMatchObject({ code: 500, message: '文本包含敏感词' });
  });

  it('uploads a file to the policy host with the OSS form fields', async () => {
    let fields: Record<string, string> = {};
    server.use(
      http.post('http://oss.dubkit.test/upload', async ({ request }) => {
        const form = await request.formData();
        fields = Object.fromEntries(
          [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.name}`]),
        );
        return ok({ content: '识别的文字' });
      }),
    );
    const client = createDubKitClient({ baseUrl: base });
    const policy = {
      host: 'http://oss.dubkit.test/upload',
      dir: 'ocr/2026/',
      filename: 'a.png',
      accessKeyId: 'AK',
      policy: 'P',
      signature: 'S',
      callback: 'CB',
    };

    const result = await client.upload<{ content: string }>(policy, new Blob([new Uint8Array([1])]));

    expect(result).toEqual({ content: '识别的文字' });
    expect(fields).toEqual({
      key: 'ocr/2026/a.png',
      OSSAccessKeyId: 'AK',
      policy: 'P',
      Signature: 'S',
      callback: 'CB',
      success_action_status: '200',
      file: 'file:a.png',
    });
  });

  it('reports upload progress through XMLHttpRequest and sends the storage host no bearer token', async () => {
    const sent: { headers: Record<string, string>; body: Blob | null }[] = [];
    class RecordingXhr {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      responseType = '';
      status = 0;
      statusText = '';
      response: Blob | null = null;
      private headers: Record<string, string> = {};
      open() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name.toLowerCase()] = value;
      }
      getAllResponseHeaders() {
        return 'content-type: application/json\r\n';
      }
      abort() {}
      send(body: Blob) {
        sent.push({ headers: this.headers, body });
        for (const loaded of [body.size / 2, body.size])
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: body.size } as ProgressEvent);
        this.status = 200;
        this.response = new Blob([JSON.stringify({ code: 200, message: 'success', data: { content: '文字' } })]);
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', RecordingXhr);
    try {
      const client = createDubKitClient({ baseUrl: base, auth: { getToken: () => 'secret-token' } });
      const progress: number[] = [];
      const policy = {
        host: 'http://oss.dubkit.test/upload',
        dir: 'ocr/',
        filename: 'a.png',
        accessKeyId: 'AK',
        policy: 'P',
        signature: 'S',
        callback: 'CB',
      };

      const result = await client.upload(policy, new Blob([new Uint8Array(4096)]), {
        onProgress: (fraction) => progress.push(fraction),
      });

      expect(result).toEqual({ content: '文字' });
      expect(progress).toEqual([0.5, 1, 1]);
      expect(sent[0]?.headers.authorization).toBeUndefined();
      expect(sent[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(sent[0]?.body?.size).toBeGreaterThan(4096);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('checks requests with the contract’s schemas when asked, sending nothing invalid', async () => {
    const sent = vi.fn(() => ok({ token: 't' }));
    server.use(http.post(`${base}/api/user/loginBySms`, sent));
    const onError = vi.fn();
    const client = createDubKitClient({ baseUrl: base, onError, validate: validateRequest });

    await expect(client.auth.loginBySms({ phone: '1234', code: '1234' })).rejects.toMatchObject({
      code: 400,
      message: '手机号格式不正确',
    });
    expect(onError).toHaveBeenCalledOnce();
    expect(sent).not.toHaveBeenCalled();

    await client.auth.loginBySms({ phone: '13812345678', code: '1234' });
    expect(sent).toHaveBeenCalledOnce();
  });

  it('offers every non-streaming call of the contract and no streaming one', () => {
    const client = createDubKitClient({ baseUrl: base });
    expect(typeof client.anchors.customUpdate).toBe('function');
    expect(typeof client.draw.regenerate).toBe('function');
    expect('chat' in client.gpt).toBe(false);
    expect(Object.keys(client.gpt).sort()).toEqual([
      'promptList',
      'templateDetail',
      'templateSearch',
      'vipInfo',
      'vipProducts',
      'welcome',
    ]);
  });
});
