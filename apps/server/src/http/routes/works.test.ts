import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, loginNewUser, startServer, type TestServer } from '../../testing/harness';

const SPEAK =
  '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">';
const script = (body: string) => `${SPEAK}${body}</speak>`;

interface Work {
  workId: number;
  title: string;
  content: string;
  contentVersion: number;
  length: number;
  anchorName: string;
  bgmId: number;
  bgmFadein: number;
  fitToTiming?: boolean;
  loudnessTarget?: number;
}

describe.each(databaseTargets())('works and tasks ($name)', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(target, { speech: false });
  });
  afterAll(() => server.close());

  const save = (token: string, body: Record<string, unknown>) =>
    server.call<{ workId: number; title: string; updateTime: number }>('POST', '/api/tts/work/save', {
      token,
      body: { anchorType: 0, anchorId: 12, text: script('你好，<break time="500ms"/>世界。'), ...body },
    });

  it('saves a draft, updates it in place, lists, shows and deletes it for its owner only', async () => {
    const owner = await loginNewUser(server);
    const stranger = await loginNewUser(server);
    const created = await save(owner.token, { title: '我的第一个作品', bgmId: 2, bgmFadein: 1500 });
    expect(created.body.code).toBe(200);
    const { workId } = created.body.data;
    expect(workId).toBeGreaterThan(0);
    const updated = await save(owner.token, {
      workId,
      title: '改名',
      bgmId: 2,
      bgmFadein: 1500,
      text: script('第二版<phoneme alphabet="py" ph="hang2">行</phoneme>'),
    });
    expect(updated.body.data.workId).toBe(workId);

    const detail = await server.call<Work>('GET', '/api/tts/work/detail', { token: owner.token, query: { workId } });
    expect(detail.body.data).toMatchObject({ title: '改名', contentVersion: 2, length: 4, bgmId: 2, bgmFadein: 1500 });
    expect(detail.body.data.content).toContain('<phoneme alphabet="py" ph="hang2">行</phoneme>');
    expect(detail.body.data.anchorName).toBeTruthy();
    const list = await server.call<{ total: number; list: Work[] }>('GET', '/api/tts/work/list', {
      token: owner.token,
      query: { page: 1 },
    });
    expect(list.body.data.total).toBe(1);

    for (const attempt of [
      () => server.call('GET', '/api/tts/work/detail', { token: stranger.token, query: { workId } }),
      () => save(stranger.token, { workId, title: '偷改' }),
      () => server.call('GET', '/api/tts/work/delete', { token: stranger.token, query: { workId } }),
    ]) {
      expect((await attempt()).status).toBe(403);
    }
    expect(
      (await server.call<{ total: number }>('GET', '/api/tts/work/list', { token: stranger.token, query: { page: 1 } }))
        .body.data.total,
    ).toBe(0);
    expect(
      (await server.call('GET', '/api/tts/work/delete', { token: owner.token, query: { workId } })).body.code,
    ).toBe(200);
    expect((await server.call('GET', '/api/tts/work/detail', { token: owner.token, query: { workId } })).status).toBe(
      404,
    );
  });

  it("keeps a draft's task settings (对齐字幕时间, loudness) and refuses a loudness it does not offer", async () => {
    const user = await loginNewUser(server);
    const detail = async (workId: number) =>
      (await server.call<Work>('GET', '/api/tts/work/detail', { token: user.token, query: { workId } })).body.data;
    const created = await save(user.token, { title: '广播稿', loudnessTarget: -23, fitToTiming: true });
    expect(created.body.code).toBe(200);
    const { workId } = created.body.data;
    expect(await detail(workId)).toMatchObject({ title: '广播稿', loudnessTarget: -23, fitToTiming: true });
    const list = await server.call<{ list: Work[] }>('GET', '/api/tts/work/list', {
      token: user.token,
      query: { page: 1 },
    });
    expect(list.body.data.list[0]).toMatchObject({ workId, loudnessTarget: -23, fitToTiming: true });

    // Saved again with other settings, the draft keeps those; saved without any, it has none.
    await save(user.token, { workId, loudnessTarget: -16, fitToTiming: false });
    expect(await detail(workId)).toMatchObject({ loudnessTarget: -16, fitToTiming: false });
    await save(user.token, { workId });
    const bare = await detail(workId);
    expect(bare).not.toHaveProperty('loudnessTarget');
    expect(bare).not.toHaveProperty('fitToTiming');

    for (const loudnessTarget of [-20, '-23', null]) {
      const refused = await save(user.token, { workId, loudnessTarget });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 400, message: '响度标准仅支持 −16 LUFS 或 −23 LUFS', data: null });
    }
    const notBoolean = await save(user.token, { workId, fitToTiming: 'yes' });
    expect(notBoolean.body).toMatchObject({ code: 400, message: '参数错误：fitToTiming 应为布尔值' });
    // A task asking for another loudness is refused with the same sentence.
    const task = await server.call('POST', '/api/tts/task/v2/add', {
      token: user.token,
      body: { anchorType: 0, anchorId: 12, text: script('你好。'), loudnessTarget: -20 },
    });
    expect(task.body).toMatchObject({ code: 400, message: '响度标准仅支持 −16 LUFS 或 −23 LUFS', data: null });
    expect(await detail(workId)).not.toHaveProperty('loudnessTarget');
  });

  it('applies the title rules and fills a blank title from the script', async () => {
    const user = await loginNewUser(server);
    const bad = await save(user.token, { title: '标题里有空格 和！' });
    expect(bad.body).toMatchObject({
      code: 400,
      message: '任务标题仅支持1-20位中文汉字、英文字母、数字、@_-特殊符号组成',
    });
    const long = await save(user.token, { title: '一'.repeat(21) });
    expect(long.body.code).toBe(400);
    const blank = await save(user.token, {
      title: '',
      text: script('春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。'),
    });
    expect(blank.body.data.title).toBe('春眠不觉晓处处闻啼鸟夜来风雨声花落知多少');
    const noWords = await save(user.token, { title: '', text: script('，<break time="500ms"/>。') });
    expect(noWords.body.data.title).toBe('默认任务标题');
  });

  it('refuses empty and malformed scripts with a clear message', async () => {
    const user = await loginNewUser(server);
    expect((await save(user.token, { text: '' })).body).toMatchObject({ code: 400, message: '文案内容不能为空' });
    // Markup with nothing to read counts 0, as the editor's counter shows it.
    for (const text of [script(''), script('\n<break time="500ms"/>\n')])
      expect((await save(user.token, { text })).body).toEqual({ code: 400, message: '文案内容不能为空', data: null });
    // Spaces of any kind (plain, nbsp, full-width, newlines) around the markup are nothing to read either.
    const spaces = [script('   '), script(' \u00a0\u3000\n\u3000 '), script('  <break time="500ms"/>\u3000')];
    for (const text of spaces) {
      expect((await save(user.token, { text })).body).toEqual({ code: 400, message: '文案内容不能为空', data: null });
      const submitted = await server.call('POST', '/api/tts/task/v2/add', {
        token: user.token,
        body: { anchorType: 0, anchorId: 12, text },
      });
      expect(submitted.body).toEqual({ code: 400, message: '配音内容不能为空', data: null });
    }
    const broken = await save(user.token, { text: script('<blink>你好</blink>') });
    expect(broken.body.code).toBe(400);
    expect(broken.body.message).toMatch(/^文案格式错误：/);
  });

  it('holds drafts and tasks to the full markup limit of 8,000 characters, counted as the editor counts', async () => {
    const user = await loginNewUser(server);
    // Newlines and markup are not counted; an emoji is one character.
    const full = script(`${'字'.repeat(7998)}\n<break time="500ms"/>😀😀`);
    const over = script(`${'字'.repeat(7998)}😀😀😀`);
    expect((await save(user.token, { text: full })).body.code).toBe(200);
    expect((await save(user.token, { text: over })).body).toEqual({
      code: 400,
      message: '文案内容不能超过8000个字',
      data: null,
    });
    const submit = (text: string) =>
      server.call<{ status: number }>('POST', '/api/tts/task/v2/add', {
        token: user.token,
        body: { anchorType: 0, anchorId: 12, text },
      });
    expect((await submit(full)).body.data.status).toBe(200);
    expect((await submit(over)).body).toEqual({ code: 400, message: '配音内容不能超过8000个字', data: null });
  });

  it('reads a version-1 draft as saved', async () => {
    const user = await loginNewUser(server);
    const created = await save(user.token, {});
    await server.app.inject({ method: 'GET', url: '/api/health' });
    const { db } = (
      server.app as unknown as { dubkit: { db: import('kysely').Kysely<import('../../db/schema').Database> } }
    ).dubkit;
    await db
      .updateTable('works')
      .set({ content: '旧版<break time="300ms"/>文案', content_version: 1 })
      .where('id', '=', created.body.data.workId)
      .execute();
    const detail = await server.call<Work>('GET', '/api/tts/work/detail', {
      token: user.token,
      query: { workId: created.body.data.workId },
    });
    expect(detail.body.data).toMatchObject({ contentVersion: 1, content: '旧版<break time="300ms"/>文案' });
  });

  it('queues a task, lists it with its status and lets only the owner delete it', async () => {
    const owner = await loginNewUser(server);
    const stranger = await loginNewUser(server);
    const added = await server.call<{ status: number; statusText: string }>('POST', '/api/tts/task/v2/add', {
      token: owner.token,
      body: { title: '', anchorType: 0, anchorId: 12, text: script('欢迎收听今天的节目。') },
    });
    expect(added.body.data).toEqual({ status: 200, statusText: '提交成功' });
    const list = await server.call<{
      total: number;
      list: Array<{ code: string; title: string; status: number; statusName: string; filepath: string }>;
    }>('GET', '/api/tts/task/list', { token: owner.token, query: { page: 1 } });
    expect(list.body.data.total).toBe(1);
    const [task] = list.body.data.list;
    expect(task).toMatchObject({ title: '欢迎收听今天的节目', status: 0, statusName: '排队中', filepath: '' });
    const code = task?.code ?? '';
    expect(
      (await server.call('GET', '/api/tts/task/download', { token: stranger.token, query: { code } })).status,
    ).toBe(403);
    expect(
      (
        await server.call('GET', '/api/tts/task/download', {
          query: { code, expires: server.now() + 1000, signature: 'forged' },
        })
      ).status,
    ).toBe(401);
    expect((await server.call('POST', '/api/tts/task/delete', { token: stranger.token, body: { code } })).status).toBe(
      403,
    );
    expect((await server.call('POST', '/api/tts/task/delete', { token: owner.token, body: { code } })).body.code).toBe(
      200,
    );
    expect(
      (await server.call<{ total: number }>('GET', '/api/tts/task/list', { token: owner.token, query: { page: 1 } }))
        .body.data.total,
    ).toBe(0);
  });

  it('keeps the voice resolved at submit with the task, its sliders in the neutral unit', async () => {
    const user = await loginNewUser(server);
    await server.call('POST', '/api/tts/task/v2/add', {
      token: user.token,
      body: { title: '', anchorType: 0, anchorId: 12, pitchRate: 50, text: script('声音更高一点。') },
    });
    const { db } = (
      server.app as unknown as { dubkit: { db: import('kysely').Kysely<import('../../db/schema').Database> } }
    ).dubkit;
    const row = await db.selectFrom('tasks').selectAll().where('title', '=', '声音更高一点').executeTakeFirstOrThrow();
    expect(row.kind).toBe('synthesis');
    expect(JSON.parse(row.params).voice).toMatchObject({ pitchPercent: 5, espeakPitch: expect.any(Number) });
  });

  it('answers 402 for a members-only anchor and a spent daily quota', async () => {
    const user = await loginNewUser(server);
    const emotion = await server.call<{ list: Array<{ id: number; membersOnly: boolean }> }>(
      'POST',
      '/api/anchor/search',
      {
        body: { aiLevel: 3, pageSize: 50 },
      },
    );
    const membersOnly = emotion.body.data.list.find((a) => a.membersOnly);
    const refused = await server.call<{ status: number; statusText: string }>('POST', '/api/tts/task/v2/add', {
      token: user.token,
      body: { anchorType: 0, anchorId: membersOnly?.id, text: script('会员主播') },
    });
    expect(refused.body.data.status).toBe(402);
    expect(refused.body.data.statusText).toContain('会员专享');

    for (let i = 0; i < 10; i++) {
      const ok = await server.call<{ status: number }>('POST', '/api/tts/task/v2/add', {
        token: user.token,
        body: { anchorType: 0, anchorId: 12, text: script(`第${i}条`) },
      });
      expect(ok.body.data.status).toBe(200);
    }
    const spent = await server.call<{ status: number; statusText: string }>('POST', '/api/tts/task/v2/add', {
      token: user.token,
      body: { anchorType: 0, anchorId: 12, text: script('第十一条') },
    });
    expect(spent.body.data).toMatchObject({ status: 402 });
    expect(spent.body.data.statusText).toContain('今日合成次数已用完（10次）');
    server.advance(24 * 3_600_000);
    const nextDay = await server.call<{ status: number }>('POST', '/api/tts/task/v2/add', {
      token: user.token,
      body: { anchorType: 0, anchorId: 12, text: script('第二天') },
    });
    expect(nextDay.body.data.status).toBe(200);
  });

  it('holds the daily synthesis quota under parallel submits, and deleting a task does not give it back', async () => {
    const user = await loginNewUser(server);
    const submit = (index: number) =>
      server.call<{ status: number }>('POST', '/api/tts/task/v2/add', {
        token: user.token,
        body: { anchorType: 0, anchorId: 12, text: script(`并发第${index}条`) },
      });
    const answers = await Promise.all(Array.from({ length: 13 }, (_, index) => submit(index)));
    const statuses = answers.map((answer) => answer.body.data.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(3);

    const listed = await server.call<{ list: Array<{ code: string }> }>('GET', '/api/tts/task/list', {
      token: user.token,
      query: { page: 1 },
    });
    expect(listed.body.data.list).toHaveLength(10);
    const deleted = await server.call('POST', '/api/tts/task/delete', {
      token: user.token,
      body: { code: listed.body.data.list[0]?.code },
    });
    expect(deleted.body.message).toBe('success');
    expect((await submit(99)).body.data.status).toBe(402);
  });

  it('refuses another user’s custom anchor as a task voice', async () => {
    const owner = await loginNewUser(server);
    const stranger = await loginNewUser(server);
    const custom = await server.call<{ id: number }>('POST', '/api/anchor/custom/add', {
      token: owner.token,
      body: { templateId: 1, name: '私人主播', comment: '只给自己用', pitch: 0, speed: 1, volume: 100, text: '试听' },
    });
    const refused = await server.call('POST', '/api/tts/task/v2/add', {
      token: stranger.token,
      body: { anchorType: 1, anchorId: custom.body.data.id, text: script('借用') },
    });
    expect(refused.status).toBe(403);
  });
});
