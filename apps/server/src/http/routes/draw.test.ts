import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DrawOptions, DrawTask, DrawTaskPage, DrawUploadResult, UploadPolicy } from '@dubkit/sdk-core';
import { createDubKitClient } from '@dubkit/sdk-core/client';
import { DRAW_REF_MAX_BYTES } from '@dubkit/sdk-core/draw';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '../../db/schema';
import type { ServerContext } from '../../domain/context';
import { IMAGES_UNAVAILABLE_MESSAGE } from '../../engines/images/engine';
import { type FakeImagesServer, startFakeImagesServer } from '../../testing/fakeImagesServer';
import { forged } from '../../testing/forgery';
import { databaseTargets, type Envelope, loginNewUser, startServer, type TestServer } from '../../testing/harness';
import { ossForm } from '../../testing/uploadForm';

const picture = (format: 'png' | 'jpeg', colour = '#3366cc') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    [format]()
    .toBuffer();

async function postForm(host: string, body: FormData) {
  const response = await fetch(host, { method: 'POST', body });
  return { status: response.status, body: (await response.json()) as Envelope<DrawUploadResult | null> };
}

const VALID = { styleId: 1, prompt: '一只在月光下散步的橘猫', size: '1024*1024' as const, count: 1 };

describe.each(databaseTargets())('AI drawing against a fake images provider ($name)', (target) => {
  let server: TestServer;
  let fake: FakeImagesServer;
  let dataDir: string;
  let token: string;
  const files = (dir: string) =>
    existsSync(join(dataDir, dir))
      ? readdirSync(join(dataDir, dir), { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
      : [];
  const call = <T>(method: 'GET' | 'POST', path: string, input: Record<string, unknown> = {}, as = token) =>
    server.call<T>(method, path, method === 'GET' ? { token: as, query: input } : { token: as, body: input });
  const add = async (body: Record<string, unknown> = VALID, as = token) => {
    const reply = await call<DrawTask>('POST', '/api/draw/task/add', body, as);
    expect(reply.body).toMatchObject({ code: 200 });
    return reply.body.data;
  };
  const check = async (taskCode: string, as = token) =>
    (await call<DrawTask>('GET', '/api/draw/task/check', { taskCode }, as)).body.data;
  /** Checks until the task leaves 0/1, as the page's refresh does. */
  const settled = async (taskCode: string, as = token) => {
    for (let i = 0; i < 200; i++) {
      const task = await check(taskCode, as);
      if (task.taskStatus > 1) return task;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`task ${taskCode} never finished`);
  };
  const load = async (url: string) => {
    const response = await fetch(new URL(url, server.base));
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };

  beforeAll(async () => {
    fake = await startFakeImagesServer();
    dataDir = mkdtempSync(join(tmpdir(), 'dubkit-draw-'));
    server = await startServer(target, {
      speech: false,
      ocr: false,
      dataDir,
      images: {
        baseUrl: fake.baseUrl,
        apiKey: 'sk-draw-test',
        model: 'fake-draw',
        fetchPolicy: { allowLoopback: true },
      },
    });
    ({ token } = await loginNewUser(server));
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => fake.answer({}));

  it('offers at least 8 styles whose seeded pictures load, and the three sizes', async () => {
    const visitor = await server.call('GET', '/api/draw/input/options');
    expect(visitor).toMatchObject({ status: 401, body: { message: '请先登录您的账号！' } });
    const { styleList, sizeList } = (await call<DrawOptions>('GET', '/api/draw/input/options')).body.data;
    expect(styleList.length).toBeGreaterThanOrEqual(8);
    expect(styleList.map((s) => s.name)).toEqual(expect.arrayContaining(['写实摄影', '动漫', '国风水墨', '像素风']));
    const thumbnails = await Promise.all(styleList.map((style) => load(style.pic)));
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toMatchObject({ status: 200, type: 'image/webp' });
      expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 240, height: 240 });
    }
    // Each style is its own picture.
    expect(new Set(thumbnails.map((t) => t.bytes.toString('base64'))).size).toBe(styleList.length);
    expect(sizeList).toEqual([
      { name: '1024*1024', ratio: '1:1', value: '1024*1024' },
      { name: '720*1280', ratio: '9:16', value: '720*1280' },
      { name: '1280*720', ratio: '16:9', value: '1280*720' },
    ]);
  });

  it('refuses a drawing with the form’s messages', async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ ...VALID, prompt: '  ' }, '请输入画面描述词'],
      [{ ...VALID, prompt: '猫'.repeat(501) }, '画面描述词不能超过500个字符'],
      [{ ...VALID, size: '800*600' }, '请选择图片尺寸'],
      [{ ...VALID, count: 5 }, '请选择图片数量'],
      [{ ...VALID, count: 0 }, '请选择图片数量'],
      [{ ...VALID, styleId: 999 }, '请选择绘画风格'],
      [{ ...VALID, refImage: '/media/draw/refs/1/AAAAAAAAAAAAAAAAAAAAAA/upload.png' }, '参考图片无效，请重新上传'],
      [{ ...VALID, refImage: 'https://example.com/cat.png' }, '参考图片无效，请重新上传'],
    ];
    for (const [body, message] of refusals) {
      const reply = await call('POST', '/api/draw/task/add', body);
      expect({ body, reply: reply.body }).toMatchObject({ body, reply: { code: 400, message } });
    }
    expect(fake.requests).toEqual([]);
    const visitor = await server.call('POST', '/api/draw/task/add', { body: VALID });
    expect(visitor.status).toBe(401);
  });

  it('draws the pictures: queued, then done with N pictures of the size that load, the style’s words in the prompt', async () => {
    const before = fake.requests.length;
    const task = await add({ ...VALID, size: '720*1280', count: 3, styleId: 5 });
    expect(task).toMatchObject({
      styleId: 5,
      styleName: '国风水墨',
      paramSize: '720*1280',
      paramNum: 3,
      paramPrompt: VALID.prompt,
      paramRefImg: null,
      paramRefMode: null,
      paramRefStrength: null,
      imageList: [],
    });
    expect([0, 1]).toContain(task.taskStatus);
    expect(['排队中', '生成中']).toContain(task.taskStatusText);
    const done = await settled(task.taskCode);
    expect(done).toMatchObject({ taskCode: task.taskCode, taskStatus: 2, taskStatusText: '生成成功' });
    expect(done.imageList).toHaveLength(3);
    const pictures = await Promise.all(done.imageList.map(({ url }) => load(url)));
    for (const p of pictures) {
      expect(p).toMatchObject({ status: 200, type: 'image/png' });
      expect(await sharp(p.bytes).metadata()).toMatchObject({ format: 'png', width: 36, height: 64 });
    }
    expect(new Set(pictures.map((p) => p.bytes.toString('base64'))).size).toBe(3);
    const [request] = fake.requests.slice(before);
    expect(request).toMatchObject({
      path: '/v1/images/generations',
      authorization: 'Bearer sk-draw-test',
      body: { model: 'fake-draw', n: 3, size: '720x1280', response_format: 'b64_json' },
    });
    expect(request?.body.prompt).toBe(`${VALID.prompt}，中国传统水墨画风格，墨色浓淡相宜，留白，意境悠远`);
    expect(files('draw/images').sort()).toEqual(
      expect.arrayContaining([1, 2, 3].map((i) => `${task.taskCode}-${i}.png`)),
    );
    // A link is only good with its signature.
    const [first] = done.imageList;
    expect((await load(first?.url.replace(/sig=([\w-]+)/, (_, sig) => `sig=${forged(sig)}`) ?? '')).status).toBe(404);
    expect((await load(first?.url.split('?')[0] ?? '')).status).toBe(404);
  });

  it('keeps pictures a provider answers as links, fetched through the safe fetcher', async () => {
    fake.answer({ as: 'url' });
    const done = await settled((await add({ ...VALID, count: 2, size: '1280*720' })).taskCode);
    expect(done.taskStatus).toBe(2);
    for (const { url } of done.imageList) {
      expect(url).toMatch(/^\/media\/draw\/images\//);
      expect(await sharp((await load(url)).bytes).metadata()).toMatchObject({ width: 64, height: 36 });
    }
  });

  it('fails with the provider’s reason after its retry, and regenerates the same task in place', async () => {
    fake.answer({ status: 400, message: 'Your request was rejected by the safety system.' });
    const before = fake.requests.length;
    const task = await add({ ...VALID, prompt: '被拒绝的画面' });
    // The first failure waits a second before the one retry.
    for (let i = 0; i < 100 && fake.requests.length === before; i++) await new Promise((r) => setTimeout(r, 50));
    server.advance(1_000);
    const failed = await settled(task.taskCode);
    expect(failed).toMatchObject({
      taskStatus: 3,
      taskStatusText: '图片生成失败：Your request was rejected by the safety system.',
      imageList: [],
    });
    expect(fake.requests.length - before).toBe(2);

    fake.answer({ delayMs: 400 });
    const again = (await call<DrawTask>('GET', '/api/draw/task/regenerate', { taskCode: task.taskCode })).body.data;
    expect(again).toMatchObject({ taskCode: task.taskCode, createTime: task.createTime, paramPrompt: '被拒绝的画面' });
    expect(again).toMatchObject({ taskStatus: 0, taskStatusText: '排队中' });
    for (let i = 0; i < 100 && (await check(task.taskCode)).taskStatus === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await check(task.taskCode)).toMatchObject({ taskStatus: 1, taskStatusText: '生成中' });
    // Only a finished or failed task may be drawn again.
    const refused = await call('GET', '/api/draw/task/regenerate', { taskCode: task.taskCode });
    expect(refused.body).toMatchObject({ code: 400, message: '任务正在生成中，请稍后再试' });
    const done = await settled(task.taskCode);
    expect(done).toMatchObject({ taskStatus: 2, taskStatusText: '生成成功' });
    expect(done.imageList).toHaveLength(1);
    expect((await load(done.imageList[0]?.url ?? '')).status).toBe(200);
  });

  it('draws a finished task again in place, its new pictures replacing the old', async () => {
    const first = await settled((await add({ ...VALID, count: 2 })).taskCode);
    const old = await Promise.all(first.imageList.map(({ url }) => load(url)));
    const again = (await call<DrawTask>('GET', '/api/draw/task/regenerate', { taskCode: first.taskCode })).body.data;
    expect(again).toMatchObject({ taskCode: first.taskCode, taskStatus: 0, imageList: [] });
    const second = await settled(first.taskCode);
    expect(second.imageList).toHaveLength(2);
    const fresh = await Promise.all(second.imageList.map(({ url }) => load(url)));
    for (const [i, p] of fresh.entries()) expect(p.bytes.equals(old[i]?.bytes ?? Buffer.alloc(0))).toBe(false);
    // New links, so a browser that kept the old pictures shows the new ones.
    expect(second.imageList[0]?.url).not.toBe(first.imageList[0]?.url);
    expect(files('draw/images').filter((name) => name.startsWith(first.taskCode))).toHaveLength(2);
  });

  it('resumes a drawing whose server died while drawing it, once its lease has run out', async () => {
    const db = server.app.getDecorator<ServerContext>('dubkit').db;
    const task = await settled((await add({ ...VALID, count: 2 })).taskCode);
    // As a crashed server leaves it: running, claimed by a runner that no longer renews its lease.
    await db
      .updateTable('draw_tasks')
      .set({
        status: TASK_STATUS.running,
        lease_owner: 'dead-host:1',
        lease_expires_at: server.now() + 30_000,
        attempts: 1,
      })
      .where('code', '=', task.taskCode)
      .execute();
    expect(await check(task.taskCode)).toMatchObject({ taskStatus: 1 });
    const before = fake.requests.length;
    server.advance(30_001);
    const resumed = await settled(task.taskCode);
    expect(resumed).toMatchObject({ taskStatus: 2 });
    expect(fake.requests.length - before).toBe(1);
    expect(resumed.imageList).toHaveLength(2);
    for (const { url } of resumed.imageList) expect((await load(url)).status).toBe(200);
  });

  it('lists ten tasks a page, newest first, with hasMore', async () => {
    const { token: own } = await loginNewUser(server);
    const codes: string[] = [];
    // Each drawn before the next is added: at most 4 may wait at once.
    for (let i = 0; i < 11; i++) {
      codes.push((await settled((await add({ ...VALID, prompt: `第${i + 1}幅` }, own)).taskCode, own)).taskCode);
      server.advance(1);
    }
    const first = (await call<DrawTaskPage>('POST', '/api/draw/task/list', { page: 1 }, own)).body.data;
    expect(first.list.map((t) => t.taskCode)).toEqual(codes.slice(1).reverse());
    expect(first.hasMore).toBe(true);
    const second = (await call<DrawTaskPage>('POST', '/api/draw/task/list', { page: 2 }, own)).body.data;
    expect(second).toMatchObject({ hasMore: false, list: [{ taskCode: codes[0], paramPrompt: '第1幅' }] });
    const empty = (await call<DrawTaskPage>('POST', '/api/draw/task/list', { page: 1 })).body.data;
    expect(empty.list.some((t) => codes.includes(t.taskCode))).toBe(false);
  });

  it('refuses another user’s task on check, regenerate and delete', async () => {
    const task = await settled((await add()).taskCode);
    const stranger = await loginNewUser(server);
    for (const path of ['/api/draw/task/check', '/api/draw/task/regenerate', '/api/draw/task/delete']) {
      const reply = await call('GET', path, { taskCode: task.taskCode }, stranger.token);
      expect({ path, ...reply }).toMatchObject({ path, status: 403, body: { message: '无权操作该任务' } });
      expect((await call('GET', path, { taskCode: 'DRNOSUCHTASK' })).status).toBe(404);
    }
    expect(await check(task.taskCode)).toMatchObject({ taskStatus: 2 });
    expect((await load(task.imageList[0]?.url ?? '')).status).toBe(200);
  });

  it('deletes a task with its pictures', async () => {
    const task = await settled((await add({ ...VALID, count: 2 })).taskCode);
    expect(task.imageList).toHaveLength(2);
    const reply = await call('GET', '/api/draw/task/delete', { taskCode: task.taskCode });
    expect(reply.body).toMatchObject({ code: 200 });
    expect((await call('GET', '/api/draw/task/check', { taskCode: task.taskCode })).status).toBe(404);
    for (const { url } of task.imageList) expect((await load(url)).status).toBe(404);
    expect(files('draw').filter((name) => name.startsWith(task.taskCode))).toEqual([]);
  });

  it('keeps no picture of a task deleted while it is drawn', async () => {
    fake.answer({ delayMs: 300 });
    const before = fake.requests.length;
    const task = await add({ ...VALID, count: 2 });
    for (let i = 0; i < 100 && fake.requests.length === before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await check(task.taskCode)).toMatchObject({ taskStatus: 1 });
    expect((await call('GET', '/api/draw/task/delete', { taskCode: task.taskCode })).body).toMatchObject({ code: 200 });
    // One drawing at a time: once the next task is done, the deleted one's run has ended.
    fake.answer({});
    expect(await settled((await add()).taskCode)).toMatchObject({ taskStatus: 2 });
    expect(fake.requests.length - before).toBe(2);
    expect(files('draw').filter((name) => name.startsWith(task.taskCode))).toEqual([]);
  });

  describe('reference images', () => {
    const policyFor = async (filename: string, as = token) => {
      const reply = await call<UploadPolicy>('GET', '/api/draw/input/ossPolicy', { filename }, as);
      expect(reply.body).toMatchObject({ code: 200 });
      return reply.body.data;
    };
    const uploads = () => files('uploads');

    it('issues policies for png and jpeg only, and refuses wrong, large and fake pictures, keeping nothing', async () => {
      const visitor = await server.call('GET', '/api/draw/input/ossPolicy', { query: { filename: 'a.png' } });
      expect(visitor.status).toBe(401);
      const webp = await call('GET', '/api/draw/input/ossPolicy', { filename: 'a.webp' });
      expect(webp).toMatchObject({ status: 400, body: { message: '图片格式仅支持 png/jpeg' } });
      const policy = await policyFor('参考.PNG');
      expect(policy.dir).toMatch(/^draw-ref\/\d+\/[\w-]{22}\/$/);
      expect(JSON.parse(Buffer.from(policy.policy, 'base64').toString()).conditions.slice(1, 3)).toEqual([
        ['content-length-range', 1, DRAW_REF_MAX_BYTES - 1],
        ['in', '$content-type', ['image/png', 'image/jpeg']],
      ]);
      const before = uploads();
      const refusals: Array<[string, Blob, number, string]> = [
        ['a gif', new Blob([new Uint8Array([71, 73, 70, 56])], { type: 'image/gif' }), 415, '图片格式仅支持 png/jpeg'],
        ['5 MB', new Blob([new Uint8Array(DRAW_REF_MAX_BYTES)], { type: 'image/png' }), 413, '图片文件大小不超过5M'],
        ['text named png', new Blob(['不是图片'], { type: 'image/png' }), 415, '图片格式仅支持 png/jpeg'],
        [
          'a webp typed png',
          new Blob(
            [
              await sharp(await picture('png'))
                .webp()
                .toBuffer(),
            ],
            { type: 'image/png' },
          ),
          415,
          '图片格式仅支持 png/jpeg',
        ],
      ];
      for (const [what, file, status, message] of refusals) {
        const reply = await postForm(policy.host, ossForm(await policyFor('a.png'), file));
        expect({ what, ...reply }).toMatchObject({ what, status, body: { message } });
      }
      expect(uploads()).toEqual(before);
    });

    it('draws from the user’s own reference image through the edits endpoint, mode and strength in the prompt', async () => {
      const client = createDubKitClient({ baseUrl: server.base, auth: { getToken: () => token } });
      const ref = await picture('jpeg', '#cc3366');
      const { url } = await client.upload<DrawUploadResult>(
        await client.draw.ossPolicy({ filename: 'photo.jpg' }),
        new Blob([ref], { type: 'image/jpeg' }),
      );
      expect(url).toMatch(/^\/media\/draw\/refs\/\d+\/[\w-]{22}\/upload\.jpg$/);
      expect((await load(url)).bytes.equals(ref)).toBe(true);

      const before = fake.requests.length;
      const task = await client.draw.add({
        ...VALID,
        size: '1024*1024',
        refImage: url,
        refMode: 'repaint',
        refStrength: 0.3,
      });
      expect(task).toMatchObject({ paramRefImg: url, paramRefMode: 'repaint', paramRefStrength: 0.3 });
      expect(await settled(task.taskCode)).toMatchObject({ taskStatus: 2 });
      const request = fake.requests[before];
      expect(request).toMatchObject({
        path: '/v1/images/edits',
        body: { model: 'fake-draw', n: '1', size: '1024x1024' },
      });
      expect(request?.image?.bytes.equals(ref)).toBe(true);
      expect(request?.body.prompt).toContain('保留原图内容的程度为30%');
      expect(request?.body.prompt).toContain(VALID.prompt);

      const refonly = await settled((await client.draw.add({ ...VALID, refImage: url })).taskCode);
      expect(refonly).toMatchObject({ taskStatus: 2, paramRefMode: 'refonly', paramRefStrength: 0.5 });
      expect(fake.requests.at(-1)?.body.prompt).toContain('参考强度50%');

      // Someone else's upload is not theirs to draw from.
      const stranger = await loginNewUser(server);
      const theirs = await call('POST', '/api/draw/task/add', { ...VALID, refImage: url }, stranger.token);
      expect(theirs.body).toMatchObject({ code: 400, message: '参考图片无效，请重新上传' });
    });
  });
});

describe('AI drawing without an images provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ name: 'sqlite' }, { speech: false, ocr: false });
  });
  afterAll(() => server.close());

  it('refuses each drawing up front with product copy, queuing nothing', async () => {
    const { token } = await loginNewUser(server);
    const added = await server.call<DrawTask>('POST', '/api/draw/task/add', { token, body: VALID });
    expect(added.body).toMatchObject({ code: 503, message: IMAGES_UNAVAILABLE_MESSAGE });
    expect(IMAGES_UNAVAILABLE_MESSAGE).toBe('AI绘画功能暂未开放，敬请期待');
    const listed = await server.call<{ list: DrawTask[] }>('POST', '/api/draw/task/list', { token, body: { page: 1 } });
    expect(listed.body.data?.list ?? []).toEqual([]);
  });
});
