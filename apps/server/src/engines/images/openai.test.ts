import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeImagesServer, startFakeImagesServer } from '../../testing/fakeImagesServer';
import { ImagesError } from './engine';
import { createOpenAiImages, imagesProviderFromEnv } from './openai';

describe('the OpenAI-compatible images engine', () => {
  let fake: FakeImagesServer;
  const signal = new AbortController().signal;
  const engine = (model = 'dall-e-2', allowLoopback = true) =>
    createOpenAiImages({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model, fetchPolicy: { allowLoopback } });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof ImagesError ? { code: error.code, message: error.message } : error),
    );

  beforeAll(async () => {
    fake = await startFakeImagesServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.answer({}));

  it('is configured by all three settings or not at all', () => {
    const env = {
      DUBKIT_IMAGES_BASE_URL: 'https://api.example.com/v1',
      DUBKIT_IMAGES_API_KEY: 'k',
      DUBKIT_IMAGES_MODEL: 'm',
    };
    expect(imagesProviderFromEnv(env)).toEqual({ baseUrl: 'https://api.example.com/v1', apiKey: 'k', model: 'm' });
    expect(imagesProviderFromEnv({ ...env, DUBKIT_IMAGES_MODEL: '' })).toBeNull();
  });

  it('answers the pictures sent as base64 or as links', async () => {
    const base64 = await engine().generate({ prompt: '猫', size: '1280x720', count: 2 }, { signal });
    expect(base64).toHaveLength(2);
    expect(await sharp(base64[0]).metadata()).toMatchObject({ format: 'png', width: 64, height: 36 });
    fake.answer({ as: 'url' });
    const linked = await engine().generate({ prompt: '猫', size: '1024x1024', count: 1 }, { signal });
    expect(await sharp(linked[0]).metadata()).toMatchObject({ format: 'png', width: 51, height: 51 });
  });

  it('does not send response_format to the GPT image models, which refuse it', async () => {
    await engine('gpt-image-1').generate({ prompt: '猫', size: '1024x1024', count: 1 }, { signal });
    expect(fake.requests.at(-1)?.body).not.toHaveProperty('response_format');
    await engine('dall-e-2').generate({ prompt: '猫', size: '1024x1024', count: 1 }, { signal });
    expect(fake.requests.at(-1)?.body).toMatchObject({ response_format: 'b64_json' });
  });

  it('fetches picture links only from public addresses', async () => {
    fake.answer({ as: 'url' });
    expect(
      await failure(engine('dall-e-2', false).generate({ prompt: '猫', size: '1024x1024', count: 1 }, { signal })),
    ).toEqual({
      code: 'FAILED',
      message: '图片下载失败，请稍后重新生成',
    });
  });

  it('words the provider’s refusals for the user', async () => {
    const draw = () => failure(engine().generate({ prompt: '猫', size: '1024x1024', count: 1 }, { signal }));
    fake.answer({ status: 401, message: 'Incorrect API key provided' });
    expect(await draw()).toEqual({ code: 'REFUSED', message: 'AI绘画服务认证失败，请联系管理员' });
    fake.answer({ status: 429, message: 'Rate limit reached' });
    expect(await draw()).toEqual({ code: 'REFUSED', message: 'AI绘画服务繁忙，请稍后重新生成' });
    fake.answer({ status: 400, message: 'Invalid size 720x1280' });
    expect(await draw()).toEqual({ code: 'REFUSED', message: '图片生成失败：Invalid size 720x1280' });
    const unreachable = createOpenAiImages({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm' });
    expect(await failure(unreachable.generate({ prompt: '猫', size: '1024x1024', count: 1 }, { signal }))).toEqual({
      code: 'FAILED',
      message: 'AI绘画服务连接失败，请稍后重新生成',
    });
  });
});
