import type { DrawTask } from '@dubkit/sdk-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeImagesServer, startFakeImagesServer } from '../../testing/fakeImagesServer';
import { databaseTargets, type Envelope, loginNewUser, startServer, type TestServer } from '../../testing/harness';

const MINUTE = 60_000;
const LOCKED = '密码错误次数过多，请15分钟后再试或使用验证码登录';
const WRONG = '用户名或密码错误';

/** How many replies carry each message. */
const tally = (replies: Array<{ body: Envelope }>) => {
  const counts: Record<string, number> = {};
  for (const { body } of replies) counts[body.message] = (counts[body.message] ?? 0) + 1;
  return counts;
};

describe.each(databaseTargets())('abuse limits ($name)', (target) => {
  let server: TestServer;
  let fake: FakeImagesServer;

  beforeAll(async () => {
    fake = await startFakeImagesServer();
    server = await startServer(target, {
      speech: false,
      ocr: false,
      images: { baseUrl: fake.baseUrl, apiKey: 'sk-draw-test', model: 'fake-draw' },
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });
  beforeEach(() => fake.answer({}));

  describe('password tries per account', () => {
    /** A user who set a password (which signs them out), as the account page does. */
    async function userWithPassword(password = 'right_pass1') {
      const user = await loginNewUser(server);
      const set = await server.call('POST', '/api/user/setPassword', {
        token: user.token,
        body: { newPassword: password },
      });
      expect(set.body.code).toBe(200);
      return { ...user, password };
    }
    const login = (username: string, password: string) =>
      server.call<{ token: string }>('POST', '/api/user/loginByPwd', { body: { username, password } });

    it('locks password login for 15 minutes after 5 wrong passwords, by phone and by name alike', async () => {
      const user = await userWithPassword();
      // Tries by phone and by user name count for the same account.
      for (const name of [user.phone, user.username, user.phone, user.username, user.phone])
        expect((await login(name, 'wrong_pass1')).body).toMatchObject({ code: 400, message: WRONG });
      for (const name of [user.phone, user.username])
        expect((await login(name, user.password)).body).toMatchObject({ message: LOCKED });

      server.advance(10 * MINUTE);
      expect((await login(user.phone, user.password)).body.message).toBe(
        '密码错误次数过多，请5分钟后再试或使用验证码登录',
      );
      server.advance(5 * MINUTE);
      expect((await login(user.phone, user.password)).body.code).toBe(200);
    });

    it('forgets the failures after a success or once 15 minutes have passed', async () => {
      const user = await userWithPassword();
      for (let i = 0; i < 4; i++) expect((await login(user.phone, 'wrong_pass1')).body.message).toBe(WRONG);
      expect((await login(user.phone, user.password)).body.code).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login(user.phone, 'wrong_pass1')).body.message).toBe(WRONG);
      server.advance(15 * MINUTE);
      for (let i = 0; i < 4; i++) expect((await login(user.phone, 'wrong_pass1')).body.message).toBe(WRONG);
      expect((await login(user.phone, user.password)).body.code).toBe(200);
    });

    it('answers a name no account has exactly as it answers an account', async () => {
      const user = await userWithPassword();
      const replies = async (name: string) => {
        const answers = [];
        for (let i = 0; i < 7; i++) {
          const { status, body } = await login(name, 'wrong_pass1');
          answers.push({ status, body });
        }
        return answers;
      };
      const known = await replies(user.username);
      expect(await replies('nobody_here_42')).toEqual(known);
      expect(known.map((r) => r.body.message)).toEqual([...Array(5).fill(WRONG), LOCKED, LOCKED]);
    });

    it('checks only 5 of 8 passwords sent at once, and then not even the right one', async () => {
      const user = await userWithPassword();
      const replies = await Promise.all(Array.from({ length: 8 }, () => login(user.phone, 'wrong_pass1')));
      expect(tally(replies)).toEqual({ [WRONG]: 5, [LOCKED]: 3 });
      expect((await login(user.phone, user.password)).body.message).toBe(LOCKED);
    });
  });

  describe('feedback', () => {
    const FEEDBACK_FULL = '今天已提交10条反馈，请明天再来';
    const send = (content: string, token?: string) =>
      server.call('POST', '/api/feedback/add', { token, body: { content, email: 'a@example.com' } });

    it('takes at most 500 characters', async () => {
      const { token } = await loginNewUser(server);
      expect((await send('好'.repeat(501), token)).body).toMatchObject({
        code: 400,
        message: '反馈内容不能超过500个字符',
      });
      // An emoji is one character, as the dialog's counter shows it.
      expect((await send(`${'好'.repeat(499)}😀`, token)).body.code).toBe(200);
    });

    it('takes 10 a day from a user, 10 more the next day, and others’ as before', async () => {
      const { token } = await loginNewUser(server);
      for (let i = 0; i < 10; i++) expect((await send(`第${i + 1}条`, token)).body.code).toBe(200);
      expect((await send('第11条', token)).body).toMatchObject({ message: FEEDBACK_FULL });
      expect((await send('别人的', (await loginNewUser(server)).token)).body.code).toBe(200);
      server.advance(24 * 60 * MINUTE);
      expect((await send('第二天', token)).body.code).toBe(200);
    });

    it('keeps exactly 10 of 13 sent at once', async () => {
      const { token } = await loginNewUser(server);
      const replies = await Promise.all(Array.from({ length: 13 }, (_, i) => send(`同时${i}`, token)));
      expect(tally(replies)).toEqual({ success: 10, [FEEDBACK_FULL]: 3 });
    });

    it('counts a visitor’s by address', async () => {
      const replies = await Promise.all(Array.from({ length: 13 }, (_, i) => send(`访客${i}`)));
      expect(tally(replies)).toEqual({ success: 10, [FEEDBACK_FULL]: 3 });
    });
  });

  describe('drawing tasks in progress', () => {
    const QUEUE_FULL = '已有4个绘画任务在排队或生成中，请等待完成后再提交';
    const add = (token: string, prompt = '一只橘猫') =>
      server.call<DrawTask>('POST', '/api/draw/task/add', {
        token,
        body: { styleId: 1, prompt, size: '1024*1024', count: 1 },
      });
    const check = async (token: string, taskCode: string) =>
      (await server.call<DrawTask>('GET', '/api/draw/task/check', { token, query: { taskCode } })).body.data;
    const settled = async (token: string, taskCode: string) => {
      for (let i = 0; i < 400; i++) {
        const task = await check(token, taskCode);
        if (task.taskStatus > 1) return task;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`task ${taskCode} never finished`);
    };

    it('queues 4 of 7 sent at once; a fifth goes in once one finishes, and regenerating needs a free place too', async () => {
      let release = () => {};
      fake.answer({ until: new Promise<void>((resolve) => (release = resolve)) });
      const { token } = await loginNewUser(server);
      const replies = await Promise.all(Array.from({ length: 7 }, (_, i) => add(token, `第${i + 1}幅`)));
      expect(tally(replies)).toEqual({ success: 4, [QUEUE_FULL]: 3 });
      // Another user's queue is their own.
      expect((await add((await loginNewUser(server)).token)).body.code).toBe(200);

      const queued = replies.filter((r) => r.body.code === 200).map((r) => r.body.data.taskCode);
      fake.answer({});
      release();
      const [first, ...rest] = queued;
      for (const code of queued) expect(await settled(token, code)).toMatchObject({ taskStatus: 2 });

      let hold = () => {};
      fake.answer({ until: new Promise<void>((resolve) => (hold = resolve)) });
      for (const code of rest)
        expect(
          (await server.call('GET', '/api/draw/task/regenerate', { token, query: { taskCode: code } })).body.code,
        ).toBe(200);
      expect((await add(token, '第五幅')).body.code).toBe(200);
      const refused = await server.call('GET', '/api/draw/task/regenerate', { token, query: { taskCode: first } });
      expect(refused.body).toMatchObject({ message: QUEUE_FULL });
      // Refused before anything was removed: its pictures still load.
      const kept = await check(token, first ?? '');
      expect(kept).toMatchObject({ taskStatus: 2 });
      expect((await fetch(new URL(kept.imageList[0]?.url ?? '', server.base))).status).toBe(200);
      fake.answer({});
      hold();
      for (const code of rest) await settled(token, code);
    });
  });
});
