import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AsrMemberInfo, AsrProduct, AsrTask, AsrTaskDetail, Page, UploadPolicy } from '@dubkit/sdk-core';
import { createDubKitClient } from '@dubkit/sdk-core/client';
import { ASR_MAX_FILE_BYTES } from '@dubkit/sdk-core/speech-to-text';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AsrTaskRow, type Database, TASK_STATUS } from '../../db/schema';
import { ASR_UNAVAILABLE_MESSAGE } from '../../engines/asr';
import { type FakeTranscriptionServer, startFakeTranscriptionServer } from '../../testing/fakeTranscriptionServer';
import { type FixtureSite, htmlPage, mediaFile, startFixtureSite } from '../../testing/fixtureSite';
import { databaseTargets, loginNewUser, startServer, type TestServer } from '../../testing/harness';
import { isobmffBytes, mp3Bytes, wavBytes } from '../../testing/mediaFixtures';

const dbOf = (server: TestServer) => (server.app as unknown as { dubkit: { db: Kysely<Database> } }).dubkit.db;

/** An 8 kHz mono 8-bit WAV of silence-ish samples: 8 000 bytes a second, so 21 minutes is about 10 MB. */
function longWav(seconds: number): Uint8Array {
  const length = seconds * 8000;
  const bytes = new Uint8Array(44 + length).fill(0x80);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, length, true);
  return bytes;
}

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const SENTENCES = [
  { start: 0, end: 1.2, text: '大家好，欢迎收听。', speaker: 'A' },
  { start: 1.5, end: 2.8, text: '今天我们聊聊配音。', speaker: 'B' },
  { start: 2.8, end: 3, text: '好的。', speaker: 'A' },
];

describe.each(databaseTargets())('speech-to-text over HTTP ($name)', (target) => {
  let fake: FakeTranscriptionServer;
  let site: FixtureSite;
  let server: TestServer;
  let dataDir: string;
  let token: string;
  let userId: number;

  const call = <T>(method: 'GET' | 'POST', path: string, options: Parameters<TestServer['call']>[2] = {}) =>
    server.call<T>(method, path, { token, ...options });
  const policy = (body: Record<string, unknown>, as = token) =>
    server.call<UploadPolicy>('POST', '/api/tools/asr/policy', { token: as, body });
  const upload = async (file: Uint8Array, name: string, type: string, as = token, claimed = 3) => {
    const issued = await policy({ filename: name, fileLength: file.length, duration: claimed }, as);
    expect(issued.body).toMatchObject({ code: 200 });
    const client = createDubKitClient({ baseUrl: server.base, auth: { getToken: () => as } });
    return client.upload<AsrTask>(issued.body.data, new Blob([file], { type }));
  };
  const task = async (code: string, as = token) =>
    (
      await call<Page<AsrTask>>('POST', '/api/tools/asr/taskList', { token: as, body: { page: 1, pageSize: 50 } })
    ).body.data.list.find((t) => t.taskCode === code);
  const finished = (code: string, as = token, timeoutMs?: number) =>
    until(
      () => task(code, as),
      (t) => t?.taskStatus === 0 || t?.taskStatus === 2,
      timeoutMs,
    );
  const storedMedia = () =>
    existsSync(join(dataDir, 'uploads'))
      ? readdirSync(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      : [];
  const row = (code: string) =>
    dbOf(server).selectFrom('asr_tasks').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

  beforeAll(async () => {
    fake = await startFakeTranscriptionServer();
    const talk = await isobmffBytes({ container: 'mp4', seconds: 4, audioKbps: 64, videoKbps: 100 });
    const cut = wavBytes(2);
    site = await startFixtureSite({
      '/share/cut': htmlPage(
        '<html><head><meta property="og:title" content="断掉的录音"><meta property="og:video" content="/media/cut.wav"></head></html>',
      ),
      '/media/cut.wav': mediaFile(Buffer.from(cut.subarray(0, cut.length / 2)), 'audio/wav'),
      '/share/talk': htmlPage(
        '<html><head><meta property="og:title" content="分享的访谈"><meta property="og:video" content="/media/talk.mp4"></head></html>',
      ),
      '/share/long': htmlPage(
        '<html><head><meta property="og:title" content="太长的录音"><meta property="og:video" content="/media/long.wav"></head></html>',
      ),
      '/share/article': htmlPage('<html><head><meta property="og:title" content="只是文章"></head></html>'),
      '/media/talk.mp4': mediaFile(Buffer.from(talk), 'video/mp4'),
      '/media/long.wav': mediaFile(Buffer.from(longWav(21 * 60)), 'audio/wav'),
    });
    dataDir = mkdtempSync(join(tmpdir(), 'dubkit-asr-'));
    server = await startServer(target, {
      speech: false,
      dataDir,
      asr: { baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake-whisper' },
      tools: { allowLoopback: true, pageTimeoutMs: 3000, blobTimeoutMs: 10_000 },
    });
    const login = await loginNewUser(server);
    token = login.token;
    userId = (
      await dbOf(server).selectFrom('users').select('id').where('phone', '=', login.phone).executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(() => fake.answer({ segments: SENTENCES }));
  afterAll(async () => {
    await server.close();
    await site.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('issues a policy to a logged-in user for the spec’s formats, under 100 MB and 20 minutes', async () => {
    expect(
      (await server.call('POST', '/api/tools/asr/policy', { body: { filename: 'a.mp3', fileLength: 1, duration: 1 } }))
        .status,
    ).toBe(401);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ filename: 'a.flac', fileLength: 1000, duration: 10 }, '文件格式仅支持 mp3/wav/mp4/m4a/mov'],
      [{ filename: 'a.mp3', fileLength: ASR_MAX_FILE_BYTES, duration: 10 }, '文件大小不超过100M'],
      [{ filename: 'a.mov', fileLength: 1000, duration: 1200.5 }, '音频时长不超过20分钟'],
    ];
    for (const [body, message] of refusals) expect((await policy(body)).body).toMatchObject({ code: 400, message });

    const issued = (await policy({ filename: '采访/第一期.M4A', fileLength: 1000, duration: 1200 })).body.data;
    expect(issued.filename).toBe('upload.m4a');
    expect(issued.dir).toMatch(new RegExp(`^asr/${userId}/[\\w-]{22}/$`));
    const document = JSON.parse(Buffer.from(issued.policy, 'base64').toString('utf8'));
    expect(document.conditions[1]).toEqual(['content-length-range', 1, ASR_MAX_FILE_BYTES - 1]);
    expect(document.conditions[2][2]).toEqual(
      expect.arrayContaining(['audio/mpeg', 'audio/wav', 'video/mp4', 'video/quicktime']),
    );
  });

  it('transcribes an upload: the task is the reply, shows its progress, and its result has the speakers’ sentences', async () => {
    fake.answer({ segments: SENTENCES, delayMs: 300 });
    const added = await upload(wavBytes(3), '访谈.wav', 'audio/wav');
    expect(added).toMatchObject({ taskTitle: '访谈.wav', audioDuration: 3 });
    expect([1, 3]).toContain(added.taskStatus);
    expect(['排队中', '识别中 0%']).toContain(added.taskStatusText);

    const early = await call('GET', '/api/tools/asr/taskDetails', { query: { taskCode: added.taskCode } });
    expect(early.body).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^任务未完成（(排队中|识别中 \d+%)）$/),
    });

    expect(await finished(added.taskCode)).toMatchObject({ taskStatus: 0, taskStatusText: '识别完成', progress: 100 });
    const details = await call<AsrTaskDetail>('GET', '/api/tools/asr/taskDetails', {
      query: { taskCode: added.taskCode },
    });
    expect(details.body.data.result).toEqual({
      duration: 3000,
      sentences: [
        { channelId: 1, beginTime: 0, endTime: 1200, text: '大家好，欢迎收听。', speaker: 'A' },
        { channelId: 2, beginTime: 1500, endTime: 2800, text: '今天我们聊聊配音。', speaker: 'B' },
        { channelId: 1, beginTime: 2800, endTime: 3000, text: '好的。', speaker: 'A' },
      ],
    });
    expect(fake.uploads.at(-1)?.model).toBe('fake-whisper');
    // Read once for its text: the media is not kept.
    expect(storedMedia()).toEqual([]);
  });

  it('refuses a file whose real duration is over 20 minutes whatever the client claimed, and keeps nothing', async () => {
    const before = fake.uploads.length;
    const refused = upload(longWav(21 * 60), '会议.wav', 'audio/wav', token, 60);
    await expect(refused).rejects.toMatchObject({ code: 400, message: '音频时长不超过20分钟' });
    const noSound = upload(
      await isobmffBytes({ container: 'mp4', seconds: 2, audioKbps: null, videoKbps: 100 }),
      '无声.mp4',
      'video/mp4',
    );
    await expect(noSound).rejects.toMatchObject({ code: 400, message: '视频中没有音频' });
    const notMedia = upload(new TextEncoder().encode('不是音频'.repeat(100)), '伪装.mp3', 'audio/mpeg');
    await expect(notMedia).rejects.toMatchObject({ code: 400 });
    expect(storedMedia()).toEqual([]);
    expect(fake.uploads.length).toBe(before);
    const list = await call<Page<AsrTask>>('POST', '/api/tools/asr/taskList', { body: { page: 1 } });
    expect(list.body.data.list.map((t) => t.taskTitle)).not.toContain('会议.wav');
  });

  it('refuses a file cut short or lasting no time before the provider hears of it, and keeps nothing', async () => {
    const before = fake.uploads.length;
    const wav = wavBytes(2);
    const mp3 = await mp3Bytes(3);
    const mp4 = await isobmffBytes({ container: 'mp4', seconds: 4, audioKbps: 128, videoKbps: 400 });
    const cutShort: Array<[Uint8Array, string, string]> = [
      // A 44-byte header that promises 64,000 bytes of samples.
      [wav.subarray(0, 44), '只有文件头.wav', 'audio/wav'],
      [wav.subarray(0, wav.length / 2), '半截.wav', 'audio/wav'],
      [mp3.subarray(0, Math.floor(mp3.length / 2)), '半截.mp3', 'audio/mpeg'],
      [mp4.subarray(0, Math.floor(mp4.length * 0.9)), '半截.mp4', 'video/mp4'],
    ];
    for (const [bytes, name, type] of cutShort)
      await expect(upload(bytes, name, type)).rejects.toMatchObject({
        code: 400,
        message: '文件已损坏或不完整，请重新上传',
      });
    await expect(upload(wavBytes(0), '空.wav', 'audio/wav')).rejects.toMatchObject({
      code: 400,
      message: '音频时长为0，请上传有声音的文件',
    });

    const link = await call<AsrTask>('POST', '/api/tools/asr/parseShareUrl', {
      body: { shareUrl: site.url('/share/cut') },
    });
    expect(await finished(link.body.data.taskCode)).toMatchObject({
      taskStatus: 2,
      taskStatusText: '识别失败：文件已损坏或不完整，请重新上传',
    });
    expect(fake.uploads.length).toBe(before);
    expect(storedMedia()).toEqual([]);
    const titles = (await call<Page<AsrTask>>('POST', '/api/tools/asr/taskList', { body: { page: 1 } })).body.data.list;
    expect(titles.map((t) => t.taskTitle)).not.toContain('半截.wav');
  });

  it('lists ten tasks a page, newest first, with the total', async () => {
    const other = await loginNewUser(server);
    const otherId = (
      await dbOf(server).selectFrom('users').select('id').where('phone', '=', other.phone).executeTakeFirstOrThrow()
    ).id;
    const now = server.now();
    for (let i = 0; i < 12; i++)
      await insertTask(otherId, { code: `ASRPAGE${i}`, title: `第${i}个`, created_at: now + i });
    const page = (n: number) =>
      server.call<Page<AsrTask>>('POST', '/api/tools/asr/taskList', { token: other.token, body: { page: n } });
    const first = (await page(1)).body.data;
    expect(first.total).toBe(12);
    expect(first.list.map((t) => t.taskTitle)).toEqual(Array.from({ length: 10 }, (_, i) => `第${11 - i}个`));
    expect((await page(2)).body.data.list.map((t) => t.taskTitle)).toEqual(['第1个', '第0个']);
  });

  it('lets only the owner see or delete a task; deleting removes its result', async () => {
    const added = await upload(wavBytes(2), '私人.wav', 'audio/wav');
    await finished(added.taskCode);
    const stranger = await loginNewUser(server);
    for (const path of ['/api/tools/asr/taskDetails', '/api/tools/asr/deleteTask'])
      expect(
        (await server.call('GET', path, { token: stranger.token, query: { taskCode: added.taskCode } })).body,
      ).toMatchObject({
        code: 403,
        message: '无权操作该任务',
      });
    expect((await call('GET', '/api/tools/asr/taskDetails', { query: { taskCode: 'ASRNONE' } })).body).toMatchObject({
      code: 404,
    });
    expect((await call('GET', '/api/tools/asr/taskDetails', { query: { taskCode: '' } })).body).toMatchObject({
      code: 400,
      message: 'taskCode为空',
    });

    const { file } = await row(added.taskCode);
    expect(existsSync(join(dataDir, 'asr', file ?? ''))).toBe(true);
    expect((await call('GET', '/api/tools/asr/deleteTask', { query: { taskCode: added.taskCode } })).body.code).toBe(
      200,
    );
    expect(await task(added.taskCode)).toBeUndefined();
    expect(existsSync(join(dataDir, 'asr', file ?? ''))).toBe(false);
  });

  it('counts the month’s minutes: a non-member is refused past the free allowance, a member gets 500', async () => {
    const user = await loginNewUser(server);
    const id = (
      await dbOf(server).selectFrom('users').select('id').where('phone', '=', user.phone).executeTakeFirstOrThrow()
    ).id;
    // 29.9 minutes done this month, a failed task that does not count, and last month's that does not either.
    await insertTask(id, { code: 'ASRUSED', audio_duration_ms: 1_794_000, status: TASK_STATUS.done });
    await insertTask(id, { code: 'ASRFAILED', audio_duration_ms: 600_000, status: TASK_STATUS.failed });
    await insertTask(id, { code: 'ASROLD', audio_duration_ms: 600_000, status: TASK_STATUS.done, month: '2000-01' });
    const info = async () =>
      (await server.call<AsrMemberInfo>('GET', '/api/tools/asr/vipInfo', { token: user.token })).body.data;
    expect(await info()).toMatchObject({
      vipLevel: 0,
      expired: false,
      monthMinutesUsed: 29.9,
      monthMinutesAllowed: 30,
    });

    expect((await policy({ filename: 'a.mp3', fileLength: 1000, duration: 120 }, user.token)).body).toMatchObject({
      code: 402,
      message: '本月剩余转写时长不足（剩余 0.1 分钟，本次需 2 分钟），开通会员可获得每月500分钟',
    });
    // The client claims 5 s (it fits), the file lasts 10 s (it does not): refused from the file, and not kept.
    const lying = upload(wavBytes(10), '十秒.wav', 'audio/wav', user.token, 5);
    await expect(lying).rejects.toMatchObject({ code: 402, message: expect.stringContaining('本月剩余转写时长不足') });
    expect(storedMedia()).toEqual([]);

    const products = (await server.call<AsrProduct[]>('GET', '/api/tools/asr/vipProductList', { token: user.token }))
      .body.data;
    expect(products).toEqual([
      {
        id: 11,
        name: '转文字会员',
        title: '转文字月卡',
        promotion: null,
        originPrice: 19,
        realPrice: 19,
        saveMoney: 0,
        minutes: 500,
      },
      {
        id: 12,
        name: '转文字会员',
        title: '转文字年卡',
        promotion: '省 79 元',
        originPrice: 228,
        realPrice: 149,
        saveMoney: 79,
        minutes: 500,
      },
    ]);
    const order = await server.call<{ orderNo: string }>('POST', '/api/trade/newPresetOrder', {
      token: user.token,
      body: { productType: 200, productId: 11, payMethod: 1, qrWidth: 300 },
    });
    await fetch(`${server.base}/pay/sandbox/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orderNo: order.body.data.orderNo }),
    });
    const member = await info();
    expect(member).toMatchObject({ vipLevel: 1, expired: false, monthMinutesUsed: 29.9, monthMinutesAllowed: 500 });
    expect(member.endTime - member.startTime).toBe(30 * 86_400_000);
    expect((await policy({ filename: 'a.mp3', fileLength: 1000, duration: 1200 }, user.token)).body.code).toBe(200);
    const added = await upload(wavBytes(10), '十秒.wav', 'audio/wav', user.token, 5);
    expect(await finished(added.taskCode, user.token)).toMatchObject({ taskStatus: 0, audioDuration: 10 });
    expect((await info()).monthMinutesUsed).toBeCloseTo(30.0667, 3);
  });

  it('shows the progress of a long file, cut into parts, in the list; the parts’ sentences on the file’s time line', async () => {
    // 15 minutes of 16-bit 16 kHz audio is 28.8 MB: two parts under the provider's 25 MB limit.
    const first = fake.uploads.length;
    fake.answer((_upload, index) =>
      index === first
        ? { segments: [{ start: 0, end: 1, text: '第一部分。' }] }
        : { segments: [{ start: 0.5, end: 2, text: '第二部分。' }], delayMs: 1500 },
    );
    const added = await upload(wavBytes(900), '长录音.wav', 'audio/wav', token, 900);
    expect(added.audioDuration).toBe(900);
    // Cutting 15 minutes of audio takes seconds of CPU: a loaded machine gets the time it needs.
    await until(
      () => task(added.taskCode),
      (t) => t?.taskStatusText === '识别中 50%',
      60_000,
    );
    expect(await finished(added.taskCode, token, 60_000)).toMatchObject({ taskStatus: 0, progress: 100 });
    const details = await call<AsrTaskDetail>('GET', '/api/tools/asr/taskDetails', {
      query: { taskCode: added.taskCode },
    });
    const [one, two] = details.body.data.result?.sentences ?? [];
    expect(one).toMatchObject({ channelId: 0, beginTime: 0, endTime: 1000, text: '第一部分。' });
    expect(one).not.toHaveProperty('speaker');
    expect(two?.text).toBe('第二部分。');
    // The second part starts well into the file; its sentence is offset by the part's start.
    expect(two?.beginTime).toBeGreaterThan(400_000);
    expect((two?.endTime ?? 0) - (two?.beginTime ?? 0)).toBe(1500);
    expect(fake.uploads.length - first).toBe(2);
  }, 150_000);

  it('finishes exactly once a task whose runner died while it held it', async () => {
    const uploadsBefore = fake.uploads.length;
    const mediaKey = `asr/${userId}/resume/upload.wav`;
    mkdirSync(dirname(join(dataDir, 'uploads', mediaKey)), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', mediaKey), wavBytes(3));
    await insertTask(userId, {
      code: 'ASRRESUME',
      media_key: mediaKey,
      audio_duration_ms: 3000,
      status: TASK_STATUS.running,
      attempts: 1,
      progress: 40,
      lease_owner: 'dead-host:1:abcd',
      lease_expires_at: server.now() - 1,
    });
    expect((await task('ASRRESUME'))?.taskStatusText).toBe('识别中 40%');
    expect(await finished('ASRRESUME')).toMatchObject({ taskStatus: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await row('ASRRESUME')).toMatchObject({ status: TASK_STATUS.done, attempts: 2, lease_owner: null });
    expect(fake.uploads.length - uploadsBefore).toBe(1);
  });

  it('fails a task the provider refuses at once, retries one it could not reach, gives up after the last attempt', async () => {
    fake.answer({ status: 400, message: 'unsupported audio' });
    const refused = await upload(wavBytes(2), '拒绝.wav', 'audio/wav');
    const failed = await finished(refused.taskCode);
    expect(failed).toMatchObject({ taskStatus: 2 });
    expect(failed?.taskStatusText).toMatch(/^识别失败：语音转文字服务拒绝了该文件/);
    expect((await row(refused.taskCode)).attempts).toBe(1);
    expect(
      (await call('GET', '/api/tools/asr/taskDetails', { query: { taskCode: refused.taskCode } })).body,
    ).toMatchObject({
      code: 400,
      message: `任务未完成（${failed?.taskStatusText}）`,
    });
    // The row is failed first (fenced by the lease), the media deleted right after.
    expect(
      await until(
        async () => storedMedia(),
        (media) => media.length === 0,
        5_000,
      ),
    ).toEqual([]);

    // Unavailable through the provider client's own retries, then back: the job's next attempt finishes the task.
    const first = fake.uploads.length;
    fake.answer((_upload, index) =>
      index < first + 3 ? { status: 503, message: 'overloaded' } : { segments: SENTENCES },
    );
    const retried = await upload(wavBytes(2), '重试.wav', 'audio/wav');
    expect(await finished(retried.taskCode)).toMatchObject({ taskStatus: 0 });
    expect(await row(retried.taskCode)).toMatchObject({ attempts: 2, status: TASK_STATUS.done });

    // Down for good: after its last attempt the task fails with the provider's reason, and its media is gone.
    fake.answer({ status: 503, message: 'overloaded' });
    const abandoned = await upload(wavBytes(2), '放弃.wav', 'audio/wav');
    const gaveUp = await until(
      () => task(abandoned.taskCode),
      (t) => t?.taskStatus === 2,
      30_000,
    );
    expect(gaveUp?.taskStatusText).toMatch(/^识别失败：语音转文字服务暂时不可用，请稍后再试/);
    expect((await row(abandoned.taskCode)).attempts).toBe(3);
    expect(storedMedia()).toEqual([]);
  });

  it('transcribes a shared video: the link is resolved in the request, its media fetched by the task', async () => {
    expect((await call('POST', '/api/tools/asr/parseShareUrl', { body: { shareUrl: '' } })).body).toMatchObject({
      code: 400,
      message: '请输入视频分享链接',
    });
    expect(
      (await call('POST', '/api/tools/asr/parseShareUrl', { body: { shareUrl: '看这个视频' } })).body,
    ).toMatchObject({
      code: 400,
      message: '请输入视频分享链接',
    });
    expect(
      (await call('POST', '/api/tools/asr/parseShareUrl', { body: { shareUrl: `看 ${site.url('/share/article')}` } }))
        .body,
    ).toMatchObject({ code: 400, message: '未能从该链接解析出视频' });
    expect(
      (await call('POST', '/api/tools/asr/parseShareUrl', { body: { shareUrl: 'http://169.254.169.254/latest' } }))
        .body,
    ).toMatchObject({ code: 400, message: '解析失败：该链接指向内部网络地址，不允许访问' });

    const added = await call<AsrTask>('POST', '/api/tools/asr/parseShareUrl', {
      body: { shareUrl: `【分享的访谈】 ${site.url('/share/talk')} 复制此链接` },
    });
    expect(added.body.data).toMatchObject({ taskTitle: '分享的访谈', taskStatus: 1, audioDuration: 0 });
    expect(await finished(added.body.data.taskCode)).toMatchObject({ taskStatus: 0, audioDuration: 4 });
    const details = await call<AsrTaskDetail>('GET', '/api/tools/asr/taskDetails', {
      query: { taskCode: added.body.data.taskCode },
    });
    expect(details.body.data.result?.sentences.map((s) => s.text)).toEqual(SENTENCES.map((s) => s.text));
    expect(storedMedia()).toEqual([]);

    const long = await call<AsrTask>('POST', '/api/tools/asr/parseShareUrl', {
      body: { shareUrl: site.url('/share/long') },
    });
    expect(await finished(long.body.data.taskCode)).toMatchObject({
      taskStatus: 2,
      taskStatusText: '识别失败：音频时长不超过20分钟',
    });
    expect(storedMedia()).toEqual([]);
  });

  /** A task row as the server keeps it, with the fields a test cares about. */
  async function insertTask(owner: number, fields: Partial<AsrTaskRow> & { code: string }) {
    const now = server.now();
    await dbOf(server)
      .insertInto('asr_tasks')
      .values({
        user_id: owner,
        title: fields.code,
        source: 'upload',
        media_key: null,
        media_url: null,
        audio_duration_ms: 1000,
        month: new Date(now + 8 * 3_600_000).toISOString().slice(0, 7),
        progress: 0,
        kind: 'asr',
        status: TASK_STATUS.done,
        attempts: 1,
        available_at: now,
        lease_owner: null,
        lease_expires_at: null,
        error: null,
        file: null,
        duration_ms: null,
        created_at: now,
        finished_at: null,
        ...fields,
      })
      .execute();
  }
});

describe('speech-to-text without a provider', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ name: 'sqlite' }, { speech: false });
  });
  afterAll(() => server.close());

  it('refuses the upload policy and links up front with product copy, queuing nothing', async () => {
    const { token } = await loginNewUser(server);
    const issued = await server.call<UploadPolicy>('POST', '/api/tools/asr/policy', {
      token,
      body: { filename: 'a.wav', fileLength: 1000, duration: 2 },
    });
    expect(issued.body).toMatchObject({ code: 503, message: ASR_UNAVAILABLE_MESSAGE });
    expect(ASR_UNAVAILABLE_MESSAGE).toBe('语音转文字功能暂未开放，敬请期待');
    const link = await server.call('POST', '/api/tools/asr/parseShareUrl', {
      token,
      body: { shareUrl: 'https://v.douyin.com/abc/' },
    });
    expect(link.body).toMatchObject({ code: 503, message: ASR_UNAVAILABLE_MESSAGE });
    expect(await dbOf(server).selectFrom('asr_tasks').selectAll().execute()).toEqual([]);
    const info = await server.call<AsrMemberInfo>('GET', '/api/tools/asr/vipInfo', { token });
    expect(info.body.data).toMatchObject({ monthMinutesUsed: 0, monthMinutesAllowed: 30 });
  });

  it('says which providers are configured in /api/health, never their settings', async () => {
    const health = await server.call<{ providers: unknown }>('GET', '/api/health');
    expect(health.body.data.providers).toEqual({
      speech: 'espeak',
      speechProviders: [],
      chat: false,
      asr: false,
      images: false,
      ocr: true,
    });
  });
});
