import { type AsrTask, DubKitError, type UploadPolicy } from '@dubkit/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { createAsrInputStore } from './asrInputStore';

const MESSAGES = { linkRequired: '请输入视频分享链接', linkInvalid: '请输入正确的视频链接', unreadable: '无法读取' };
const TASK: AsrTask = {
  taskCode: 'T1',
  taskTitle: 'a.mp3',
  taskStatus: 1,
  taskStatusText: '排队中',
  audioDuration: 61,
  createTime: 0,
};
const POLICY = { host: 'https://oss.test' } as UploadPolicy;

function setup({ policy = async () => POLICY, upload = async () => TASK } = {}) {
  const client = {
    tools: { asrPolicy: vi.fn(policy), asrParseShareUrl: vi.fn(async () => TASK) },
    upload: vi.fn(upload),
  };
  const store = createAsrInputStore(client as never, async () => 61.5, MESSAGES);
  return { client, store };
}

const file = (name = 'a.mp3') => new File([new Uint8Array(10)], name);

describe('createAsrInputStore', () => {
  it('reads the duration before the file can be sent, then asks the policy with it and uploads', async () => {
    const { client, store } = setup();
    store.setSource('file');
    await store.pick(file());
    expect(store.getSnapshot()).toMatchObject({ phase: 'ready', duration: 61.5 });
    await store.submit();
    expect(client.tools.asrPolicy).toHaveBeenCalledWith(
      { filename: 'a.mp3', fileLength: 10, duration: 61.5 },
      expect.anything(),
    );
    expect(store.getSnapshot()).toMatchObject({ phase: 'idle', file: null, added: TASK });
  });

  it('refuses a file whose duration cannot be read, and one over 20 minutes', async () => {
    const client = { tools: {}, upload: vi.fn() };
    const unreadable = createAsrInputStore(client as never, async () => null, MESSAGES);
    await unreadable.pick(file());
    expect(unreadable.getSnapshot()).toMatchObject({ phase: 'idle', file: null, refusal: '无法读取' });
    const long = createAsrInputStore(client as never, async () => 1201, MESSAGES);
    await long.pick(file());
    expect(long.getSnapshot().refusal).toBe('音频时长不超过20分钟');
  });

  it('tells a minutes refusal (code 402) from other failures of the policy and the upload', async () => {
    const minutes = setup({
      policy: async () => {
        throw new DubKitError(402, '本月转写时长已用完');
      },
    });
    minutes.store.setSource('file');
    await minutes.store.pick(file());
    await minutes.store.submit();
    expect(minutes.store.getSnapshot().failure).toEqual({ kind: 'minutes', message: '本月转写时长已用完' });
    const upload = setup({
      upload: async () => {
        throw new DubKitError(500, '存储服务不可用');
      },
    });
    upload.store.setSource('file');
    await upload.store.pick(file());
    await upload.store.submit();
    expect(upload.store.getSnapshot()).toMatchObject({
      phase: 'ready',
      failure: { kind: 'upload', message: '存储服务不可用' },
    });
  });

  it('sends only the link out of share text, and refuses empty or link-less text before any call', async () => {
    const { client, store } = setup();
    await store.submit();
    expect(store.getSnapshot().linkError).toBe('请输入视频分享链接');
    store.setShareText('没有链接');
    await store.submit();
    expect(store.getSnapshot().linkError).toBe('请输入正确的视频链接');
    expect(client.tools.asrParseShareUrl).not.toHaveBeenCalled();
    store.setShareText('看看 https://v.douyin.com/abc/ 复制此链接');
    await store.submit();
    expect(client.tools.asrParseShareUrl).toHaveBeenCalledWith(
      { shareUrl: 'https://v.douyin.com/abc/' },
      expect.anything(),
    );
    expect(store.getSnapshot()).toMatchObject({ added: TASK, shareText: '', source: 'link' });
  });
});
