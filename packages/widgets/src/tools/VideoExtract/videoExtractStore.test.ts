import { DubKitError, type VideoParseResult } from '@dubkit/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { parsedUrlHint, shareUrlToParse, videoExtractErrors, videoSize } from './videoExtractRules';
import { createVideoExtractStore } from './videoExtractStore';

const messages = { shareEmpty: '请输入视频链接', shareInvalid: '请输入正确的视频链接', captchaEmpty: '请输入验证码' };
const SHARE = '7.43 复制打开抖音，看看【作品】 https://v.douyin.com/iRNBho6u/ 复制此链接';
const result: VideoParseResult = {
  mediaType: 1,
  title: '标题',
  cover: 'https://c.test/cover.jpg',
  author: '作者',
  avatar: '',
  video: { url: 'https://c.test/v.mp4', width: 720, height: 1280 },
  image: [],
  music: null,
};

function fakeClient(parse: (query: { shareUrl: string; captcha: string }) => VideoParseResult) {
  let serial = 0;
  const rwmCaptcha = vi.fn(async () => `data:image/svg+xml,${++serial}`);
  const rwmParse = vi.fn(async (query: { shareUrl: string; captcha: string }) => parse(query));
  return { client: { tools: { rwmCaptcha, rwmParse } } as never, rwmCaptcha, rwmParse };
}

describe('createVideoExtractStore', () => {
  it('asks for the link and the captcha before parsing', async () => {
    const { client, rwmParse } = fakeClient(() => result);
    const store = createVideoExtractStore(client, messages);
    await expect(store.parse()).resolves.toBe(false);
    expect(store.getSnapshot().errors).toEqual({ shareUrl: '请输入视频链接', captcha: '请输入验证码' });
    store.setText('  ');
    store.setCaptcha('ab');
    await store.parse();
    expect(store.getSnapshot().errors).toEqual({ shareUrl: '请输入视频链接', captcha: null });
    store.setText('看看这个视频');
    await store.parse();
    expect(store.getSnapshot().errors).toEqual({ shareUrl: '请输入正确的视频链接', captcha: null });
    expect(rwmParse).not.toHaveBeenCalled();
  });

  it('sends the link found in share prose with the captcha, and keeps the result until 返回', async () => {
    const { client, rwmParse, rwmCaptcha } = fakeClient(() => result);
    const store = createVideoExtractStore(client, messages);
    await store.refreshCaptcha();
    expect(store.getSnapshot()).toMatchObject({ captchaStatus: 'ready', captchaImage: 'data:image/svg+xml,1' });
    store.setText(SHARE);
    store.setCaptcha(' k7q2 ');
    await expect(store.parse()).resolves.toBe(true);
    expect(rwmParse).toHaveBeenCalledWith(
      { shareUrl: 'https://v.douyin.com/iRNBho6u/', captcha: 'k7q2' },
      expect.anything(),
    );
    expect(store.getSnapshot().result).toBe(result);
    store.back();
    expect(store.getSnapshot()).toMatchObject({ result: null, text: SHARE, captcha: '' });
    expect(rwmCaptcha).toHaveBeenCalledTimes(2);
  });

  it('a link that fails keeps the captcha and its answer', async () => {
    const { client, rwmCaptcha } = fakeClient(() => {
      throw new DubKitError(400, '未能从该链接解析出视频');
    });
    const store = createVideoExtractStore(client, messages);
    await store.refreshCaptcha();
    store.setText('https://example.com/article');
    store.setCaptcha('k7q2ab');
    await expect(store.parse()).resolves.toBe(false);
    expect(rwmCaptcha).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({
      captcha: 'k7q2ab',
      captchaImage: 'data:image/svg+xml,1',
      parsing: false,
    });
  });

  it('a wrong captcha brings a new one and clears the old answer', async () => {
    const { client, rwmCaptcha } = fakeClient(() => {
      throw new DubKitError(400, '验证码错误');
    });
    const store = createVideoExtractStore(client, messages);
    await store.refreshCaptcha();
    store.setText('https://v.douyin.com/x/');
    store.setCaptcha('zzzz');
    await expect(store.parse()).resolves.toBe(false);
    await vi.waitFor(() => expect(store.getSnapshot().captchaImage).toBe('data:image/svg+xml,2'));
    expect(rwmCaptcha).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toMatchObject({ captcha: '', parsing: false, result: null });
  });

  it('a captcha that does not load can be asked for again', async () => {
    const rwmCaptcha = vi.fn().mockRejectedValueOnce(new DubKitError(500, 'down')).mockResolvedValue('data:ok');
    const store = createVideoExtractStore({ tools: { rwmCaptcha } } as never, messages);
    await store.refreshCaptcha();
    expect(store.getSnapshot().captchaStatus).toBe('error');
    await store.refreshCaptcha();
    expect(store.getSnapshot()).toMatchObject({ captchaStatus: 'ready', captchaImage: 'data:ok' });
  });
});

describe('video extraction rules', () => {
  it('parses the first link of share prose, else the text as typed', () => {
    expect(shareUrlToParse(SHARE)).toBe('https://v.douyin.com/iRNBho6u/');
    expect(shareUrlToParse('  v.douyin.com/abc ')).toBe('v.douyin.com/abc');
  });

  it('shows the link only when it is wrapped in other text', () => {
    expect(parsedUrlHint(SHARE)).toBe('https://v.douyin.com/iRNBho6u/');
    expect(parsedUrlHint(' https://v.douyin.com/iRNBho6u/ ')).toBeNull();
    expect(parsedUrlHint('没有链接')).toBeNull();
  });

  it('requires both fields, and a link in the text', () => {
    expect(videoExtractErrors({ text: SHARE, captcha: 'b' }, messages)).toEqual({ shareUrl: null, captcha: null });
    expect(videoExtractErrors({ text: '复制打开抖音 v.douyin.com/abc', captcha: 'b' }, messages)).toEqual({
      shareUrl: '请输入正确的视频链接',
      captcha: null,
    });
    expect(videoExtractErrors({ text: '', captcha: ' ' }, messages)).toEqual({
      shareUrl: '请输入视频链接',
      captcha: '请输入验证码',
    });
  });

  it('gives a size only when the host sent one', () => {
    expect(videoSize({ width: 1080, height: 1920 })).toEqual({ width: 1080, height: 1920 });
    expect(videoSize({ width: 0, height: 0 })).toBeNull();
    expect(videoSize(null)).toBeNull();
  });
});
