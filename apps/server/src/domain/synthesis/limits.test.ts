import { DEVELOPMENT_AUDITION_KEY, encryptText } from '@dubkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginNewUser, startServer, type TestServer } from '../../testing/harness';

const SPEAK =
  '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">';
const script = (body: string) => `${SPEAK}${body}</speak>`;
const minutesOfPauses = (minutes: number) => '<break time="60s"/>'.repeat(minutes);

describe('how much audio one request may ask for', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ name: 'sqlite' }, { speech: true, speechWorkers: 1 });
    token = (await loginNewUser(server)).token;
  }, 120_000);
  afterAll(() => server.close());

  const audition = async (text: string) =>
    fetch(`${server.base}/api/tts/audition`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        anchorId: 0,
        templateId: 0,
        text: await encryptText(DEVELOPMENT_AUDITION_KEY, script(text)),
      }),
    });
  const submit = (text: string, music: Record<string, number> = {}) =>
    server.call<{ status: number; statusText: string }>('POST', '/api/tts/task/v2/add', {
      token,
      body: { title: '时长测试', anchorType: 0, anchorId: 12, text: script(text), ...music },
    });

  it('refuses an audition with a pause over 60 s in the envelope, before any audio is sent', async () => {
    for (const time of ['61s', '1000000000000ms']) {
      const response = await audition(`开始<break time="${time}"/>结束`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ code: 400, message: '停顿时长不能超过60秒', data: null });
    }
    // A pause of exactly the limit is heard.
    const allowed = await audition('开始<break time="60s"/>结束');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toBe('audio/mpeg');
    await allowed.body?.cancel();
    // The allowed audition waits for the engine to warm up, which takes long on a machine busy with other suites.
  }, 150_000);

  it('refuses an audition longer than 30 minutes in all, though each of its pauses is allowed', async () => {
    const response = await audition(`开始${minutesOfPauses(31)}结束`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: '试听音频总时长不能超过30分钟', data: null });
  });

  it('refuses a task with a pause over 60 s when it is submitted, and queues nothing', async () => {
    const added = await submit('开始<break time="600s"/>结束');
    expect(added.status).toBe(400);
    expect(added.body).toEqual({ code: 400, message: '停顿时长不能超过60秒', data: null });
    const list = await server.call<{ total: number }>('GET', '/api/tts/task/list', { token, query: { page: 1 } });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses a task longer than 2 hours in all when it is submitted, counting the music fade-out', async () => {
    const tooLong = await submit(`开始${minutesOfPauses(121)}结束`);
    expect(tooLong.body).toEqual({ code: 400, message: '音频总时长不能超过2小时', data: null });
    // Just under 2 hours of pauses and words fit, but not with the music's 10 s of fade-out after them.
    const text = `开始${minutesOfPauses(119)}<break time="58s"/>结束`;
    const withFadeOut = await submit(text, { bgmId: 1, bgmVolume: 50, bgmFadeout: 10_000 });
    expect(withFadeOut.body).toEqual({ code: 400, message: '音频总时长不能超过2小时', data: null });
    const withoutMusic = await submit(text);
    expect(withoutMusic.body.data).toEqual({ status: 200, statusText: '提交成功' });
  });
});
