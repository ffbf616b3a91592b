import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DrawTask, DrawUploadResult, UploadPolicy } from '@dubkit/sdk-core';
import { createDubKitClient } from '@dubkit/sdk-core/client';
import { DRAW_REF_MAX_BYTES } from '@dubkit/sdk-core/draw';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeImagesServer, startFakeImagesServer } from '../../testing/fakeImagesServer';
import { type Envelope, loginNewUser, startServer, type TestServer } from '../../testing/harness';
import { startS3Server, type TestS3Server } from '../../testing/s3';
import { ossForm } from '../../testing/uploadForm';

const SPEAK =
  '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">';

const picture = (colour = '#3366cc') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('the server on an S3-compatible bucket (DUBKIT_STORAGE=s3)', { timeout: 120_000 }, () => {
  let s3: TestS3Server;
  let fake: FakeImagesServer;
  let server: TestServer;
  let dataDir: string;
  /** Files the server kept on its own disk, beside its database. */
  const localFiles = () =>
    readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/dubkit\.sqlite|secret\.key/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((path) => !path.startsWith(join(dataDir, 'assets')));

  beforeAll(async () => {
    s3 = await startS3Server();
    fake = await startFakeImagesServer();
    dataDir = mkdtempSync(join(tmpdir(), 'dubkit-s3-server-'));
    server = await startServer(
      { name: 'sqlite' },
      {
        dataDir,
        ocr: false,
        storage: { kind: 's3', ...s3.settings },
        images: {
          baseUrl: fake.baseUrl,
          apiKey: 'sk-draw-test',
          model: 'fake-draw',
          fetchPolicy: { allowLoopback: true },
        },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says in /api/health that its files are in the bucket', async () => {
    const health = await server.call<{ storage: string }>('GET', '/api/health');
    expect(health.body.data.storage).toBe('s3');
  });

  it('keeps a task’s MP3 in the bucket and serves it, and byte ranges of it, to its owner only', async () => {
    const owner = await loginNewUser(server);
    const stranger = await loginNewUser(server);
    const added = await server.call<{ status: number }>('POST', '/api/tts/task/v2/add', {
      token: owner.token,
      body: { title: '桶里的音频', anchorType: 0, anchorId: 12, text: `${SPEAK}欢迎收听今天的节目。</speak>` },
    });
    expect(added.body.data.status).toBe(200);
    let task: { code: string; status: number; filepath: string } | undefined;
    for (let i = 0; i < 450 && task?.status !== 1; i++) {
      if (i) await new Promise((resolve) => setTimeout(resolve, 200));
      const list = await server.call<{ list: Array<{ code: string; status: number; filepath: string }> }>(
        'GET',
        '/api/tts/task/list',
        { token: owner.token, query: { page: 1 } },
      );
      task = list.body.data.list[0];
      expect(task?.status).not.toBe(-1);
    }
    expect(task?.status).toBe(1);
    const code = task?.code ?? '';
    // The audio and its subtitles, nothing else.
    expect(s3.keys('tasks/').sort()).toEqual(['mp3', 'srt', 'vtt'].map((extension) => `tasks/${code}.${extension}`));
    expect(existsSync(join(dataDir, 'tasks'))).toBe(false);

    const download = (token: string, headers: Record<string, string> = {}) =>
      fetch(`${server.base}/api/tts/task/download?code=${code}`, {
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
    const whole = await download(owner.token);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    const mp3 = Buffer.from(await whole.arrayBuffer());
    expect(mp3.length).toBeGreaterThan(1000);
    expect(Number(whole.headers.get('content-length'))).toBe(mp3.length);
    // An audio player seeking: one range of the same bytes.
    const part = await download(owner.token, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${mp3.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(mp3.subarray(100, 200))).toBe(true);
    // The signed link of the list plays it too.
    expect(Buffer.from(await (await fetch(`${server.base}${task?.filepath}`)).arrayBuffer()).equals(mp3)).toBe(true);

    const stolen = await download(stranger.token);
    expect(stolen.status).toBe(403);
    expect(await stolen.json()).toEqual({ code: 403, message: '无权操作该任务', data: null });
  });

  it('keeps an accepted upload in the bucket for its owner, and nothing of one that breaks its policy', async () => {
    const owner = await loginNewUser(server);
    const stranger = await loginNewUser(server);
    const client = createDubKitClient({ baseUrl: server.base, auth: { getToken: () => owner.token } });
    const policyFor = async (token = owner.token) =>
      (await server.call<UploadPolicy>('GET', '/api/draw/input/ossPolicy', { token, query: { filename: 'a.png' } }))
        .body.data;
    const post = async (body: FormData) => {
      const response = await fetch(`${server.base}/api/storage/upload`, { method: 'POST', body });
      return { status: response.status, body: (await response.json()) as Envelope<unknown> };
    };

    const before = s3.keys('uploads/');
    const png = await picture();
    const policy = await policyFor();
    const theirs = await policyFor(stranger.token);
    const refusals: Array<[string, () => Promise<FormData>, number]> = [
      ['a gif', async () => ossForm(policy, new Blob([new Uint8Array([71, 73, 70, 56])], { type: 'image/gif' })), 415],
      ['5 MB', async () => ossForm(policy, new Blob([new Uint8Array(DRAW_REF_MAX_BYTES)], { type: 'image/png' })), 413],
      [
        'into another user’s folder',
        async () => ossForm(policy, new Blob([png], { type: 'image/png' }), { key: `${theirs.dir}upload.png` }),
        403,
      ],
      [
        'another kind’s callback',
        async () =>
          ossForm(policy, new Blob([png], { type: 'image/png' }), {
            callback: Buffer.from(JSON.stringify({ kind: 'ocr', userId: 1, params: {} })).toString('base64'),
          }),
        403,
      ],
      ['text named png', async () => ossForm(policy, new Blob(['不是图片'], { type: 'image/png' })), 415],
    ];
    for (const [what, form, status] of refusals)
      expect({ what, ...(await post(await form())) }).toMatchObject({ what, status });
    // Past its ten minutes.
    const late = await policyFor();
    server.advance(10 * 60_000 + 1);
    expect((await post(ossForm(late, new Blob([png], { type: 'image/png' })))).status).toBe(403);
    expect(s3.keys('uploads/')).toEqual(before);

    const { url } = await client.upload<DrawUploadResult>(
      await client.draw.ossPolicy({ filename: 'photo.png' }),
      new Blob([png], { type: 'image/png' }),
    );
    expect(s3.keys('uploads/')).toHaveLength(before.length + 1);
    expect(Buffer.from(await (await fetch(`${server.base}${url}`)).arrayBuffer()).equals(png)).toBe(true);

    // The owner draws from it (the picture lands in the bucket and loads); someone else may not name it.
    const task = await client.draw.add({ styleId: 1, prompt: '一只橘猫', size: '1024*1024', count: 1, refImage: url });
    let done: DrawTask | undefined;
    for (let i = 0; i < 200 && (done?.taskStatus ?? 0) < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      done = (
        await server.call<DrawTask>('GET', '/api/draw/task/check', {
          token: owner.token,
          query: { taskCode: task.taskCode },
        })
      ).body.data;
    }
    expect(done?.taskStatus).toBe(2);
    const drawn = done?.imageList[0]?.url ?? '';
    const image = await fetch(new URL(drawn, server.base));
    expect(image.status).toBe(200);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('png');
    expect(s3.keys('draw/').length).toBeGreaterThan(0);
    const stolen = await server.call('POST', '/api/draw/task/add', {
      token: stranger.token,
      body: { styleId: 1, prompt: '一只橘猫', size: '1024*1024', count: 1, refImage: url },
    });
    expect(stolen.body).toMatchObject({ code: 400, message: '参考图片无效，请重新上传' });
    expect(localFiles()).toEqual([]);
  });
});
