import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OcrUploadResult, UploadPolicy } from '@dubkit/sdk-core';
import { createDubKitClient } from '@dubkit/sdk-core/client';
import { OCR_MAX_FILE_BYTES } from '@dubkit/sdk-core/tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forged } from '../../testing/forgery';
import { type Envelope, loginNewUser, startServer, type TestServer } from '../../testing/harness';
import { loadTextImageFonts, renderTextImage } from '../../testing/textImages';
import { ossForm, policyFields } from '../../testing/uploadForm';

loadTextImageFonts();

const TEXT = '配音工坊识别测试';
const image = (text: string, size = 48) =>
  renderTextImage({ width: 80 + text.length * size, height: size * 3, runs: [{ text, x: 40, y: size * 2, size }] });
const png = (bytes: Uint8Array) => new Blob([bytes], { type: 'image/png' });

async function post(host: string, body: FormData | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const response = await fetch(host, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  return { status: response.status, body: (await response.json()) as Envelope<OcrUploadResult | null> };
}

const decode = (base64: string) => JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

// The OCR worker loads its models on the first image (seconds of CPU): on two busy cores that outlasts 30 s.
describe('image text recognition over signed uploads', { timeout: 90_000 }, () => {
  let server: TestServer;
  let dataDir: string;
  let token: string;
  const uploadedFiles = () =>
    readdirSync(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const policyFor = async (query: Record<string, unknown> = { filename: '截图.png', type: 0 }, as = token) => {
    const reply = await server.call<UploadPolicy>('GET', '/api/tools/ocr/policy', { token: as, query });
    expect(reply.body.code).toBe(200);
    return reply.body.data;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dubkit-ocr-'));
    server = await startServer({ name: 'sqlite' }, { speech: false, dataDir });
    ({ token } = await loginNewUser(server));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('issues a policy to a logged-in user only, for jpg and png, general or handwriting', async () => {
    const visitor = await server.call('GET', '/api/tools/ocr/policy', { query: { filename: 'a.png', type: 0 } });
    expect(visitor).toMatchObject({ status: 401, body: { code: 401, message: '请先登录您的账号！' } });
    for (const query of [
      { filename: 'a.gif', type: 0 },
      { filename: 'a.png', type: 2 },
    ]) {
      expect((await server.call('GET', '/api/tools/ocr/policy', { token, query })).status).toBe(400);
    }
    expect(
      (await server.call('GET', '/api/tools/ocr/policy', { token, query: { filename: 'a.gif', type: 0 } })).body,
    ).toMatchObject({ message: '图片格式仅支持 jpg/png' });

    const policy = await policyFor({ filename: '../../扫描件.JPG', type: 1 });
    expect(policy.host).toBe(`${server.base}/api/storage/upload`);
    expect(policy.filename).toBe('upload.jpg');
    expect(policy.dir).toMatch(/^ocr\/\d+\/[\w-]{22}\/$/);
    const document = decode(policy.policy);
    expect(Date.parse(document.expiration) - server.now()).toBeGreaterThan(10 * 60_000 - 1000);
    expect(document.conditions).toEqual([
      ['starts-with', '$key', policy.dir],
      ['content-length-range', 1, OCR_MAX_FILE_BYTES - 1],
      ['in', '$content-type', ['image/jpeg', 'image/png']],
      { callback: policy.callback },
    ]);
    expect(decode(policy.callback)).toMatchObject({ kind: 'ocr', params: { type: 1 } });
    expect((await policyFor()).dir).not.toBe(policy.dir);
  });

  it('recognises the text of an uploaded image through the client, and keeps no copy of it', async () => {
    const client = createDubKitClient({ baseUrl: server.base, auth: { getToken: () => token } });
    const policy = await client.tools.ocrPolicy({ filename: 'test.png', type: 0 });
    const result = await client.upload<OcrUploadResult>(policy, png(await image(TEXT)));
    expect(result.content).toBe(TEXT);
    expect(uploadedFiles()).toEqual([]);
    // A file the browser knows no type for is judged by its name, as sdk-core's rule does in the browser.
    const untyped = new Blob([await image(TEXT)]);
    expect(await client.upload(await client.tools.ocrPolicy({ filename: 'a.png', type: 0 }), untyped)).toEqual({
      content: TEXT,
    });
    const refused = client.upload(
      await client.tools.ocrPolicy({ filename: 'a.png', type: 0 }),
      new Blob(['文字'], { type: 'text/plain' }),
    );
    await expect(refused).rejects.toMatchObject({ code: 415, message: '图片格式仅支持 jpg/png' });
  });

  it('joins lines in reading order (boxes of Chinese on one line without a space), for handwriting (type 1) too, from a jpeg', async () => {
    const lines = ['第一行文字在上面', '第二行左边', '右边'] as const;
    const picture = await renderTextImage({
      width: 900,
      height: 300,
      format: 'jpeg',
      runs: [
        { text: lines[0], x: 40, y: 80, size: 44 },
        { text: lines[1], x: 40, y: 200, size: 44 },
        { text: lines[2], x: 640, y: 200, size: 44 },
      ],
    });
    const policy = await policyFor({ filename: 'note.jpg', type: 1 });
    const reply = await post(policy.host, ossForm(policy, new Blob([picture], { type: 'image/jpeg' })));
    expect(reply.body).toMatchObject({ code: 200, data: { content: `${lines[0]}\n${lines[1]}${lines[2]}` } });
  });

  it('refuses tampered, expired, oversized, mistyped and misplaced uploads, and keeps nothing of them', async () => {
    const file = png(await image('不应被识别'));
    const policy = await policyFor();
    const document = decode(policy.policy);
    const stranger = await loginNewUser(server);
    const strangers = await policyFor(undefined, stranger.token);
    const refusals: Array<[string, () => Promise<{ status: number; body: Envelope<unknown> }>, number, string]> = [
      [
        'a policy with a larger size range',
        () => {
          document.conditions[1] = ['content-length-range', 1, 1e9];
          return post(policy.host, ossForm(policy, file, { policy: encode(document) }));
        },
        403,
        '上传凭证无效',
      ],
      [
        'a forged signature',
        () => post(policy.host, ossForm(policy, file, { Signature: forged(policy.signature) })),
        403,
        '上传凭证无效',
      ],
      [
        'an unknown key id',
        () => post(policy.host, ossForm(policy, file, { OSSAccessKeyId: 'other' })),
        403,
        '上传凭证无效',
      ],
      [
        "another user's callback",
        () => post(policy.host, ossForm(policy, file, { callback: strangers.callback })),
        403,
        '上传凭证无效',
      ],
      [
        "a key in another user's folder",
        () => post(strangers.host, ossForm(strangers, file, { key: `${policy.dir}${policy.filename}` })),
        403,
        '上传凭证无效',
      ],
      [
        'a key climbing out of its folder',
        () => post(policy.host, ossForm(policy, file, { key: `${policy.dir}../x.png` })),
        403,
        '上传凭证无效',
      ],
      [
        'two files',
        () => {
          const form = ossForm(policy, file);
          form.append('file', file, 'second.png');
          return post(policy.host, form);
        },
        413,
        '请求内容过大',
      ],
      [
        'a gif',
        () => post(policy.host, ossForm(policy, new Blob([new Uint8Array([71, 73, 70, 56])], { type: 'image/gif' }))),
        415,
        '图片格式仅支持 jpg/png',
      ],
      [
        'a declared 10 MB',
        () => post(policy.host, ossForm(policy, png(new Uint8Array(OCR_MAX_FILE_BYTES)))),
        413,
        '图片文件大小不超过10M',
      ],
      [
        'a 10 MB stream without a length',
        () => post(policy.host, chunkedForm(policy, OCR_MAX_FILE_BYTES + 4096), { 'content-type': CHUNKED_TYPE }),
        413,
        '图片文件大小不超过10M',
      ],
    ];
    for (const [what, attempt, status, message] of refusals) {
      expect({ what, ...(await attempt()) }).toMatchObject({ what, status, body: { code: status, message } });
      expect(uploadedFiles()).toEqual([]);
    }

    server.advance(10 * 60_000);
    const expired = await post(policy.host, ossForm(strangers, file));
    expect(expired).toMatchObject({ status: 403, body: { message: '上传凭证已过期' } });
    expect(uploadedFiles()).toEqual([]);
  });

  it('answers an image the engine cannot read with the reason, not a stack', async () => {
    const policy = await policyFor();
    const reply = await post(policy.host, ossForm(policy, png(new TextEncoder().encode('not a picture'))));
    expect(reply).toMatchObject({ status: 400, body: { code: 400, message: '图片无法读取，请换一张 jpg/png 图片' } });
    expect(uploadedFiles()).toEqual([]);
  });
});

describe('image text recognition turned off (DUBKIT_OCR=off)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ name: 'sqlite' }, { speech: false, ocr: false });
  });
  afterAll(() => server.close());

  it('refuses the policy with product copy (the setting is for the operator, not the user)', async () => {
    const { token } = await loginNewUser(server);
    const reply = await server.call('GET', '/api/tools/ocr/policy', { token, query: { filename: 'a.png', type: 0 } });
    expect(reply.status).toBe(503);
    expect(reply.body.message).toBe('图片文字识别暂未开放，敬请期待');
  });
});

const BOUNDARY = 'dubkit-chunked-upload';
const CHUNKED_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart body sent in chunks, with no Content-Length: its file part runs to `bytes`. */
function chunkedForm(policy: UploadPolicy, bytes: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const head = Object.entries(policyFields(policy))
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${policy.filename}"\r\nContent-Type: image/png\r\n\r\n`;
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(head + fileHead));
    },
    pull(controller) {
      if (sent >= bytes) {
        controller.enqueue(encoder.encode(`\r\n--${BOUNDARY}--\r\n`));
        return controller.close();
      }
      const chunk = new Uint8Array(Math.min(256 * 1024, bytes - sent));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}
