import type { TestProject } from 'vitest/node';
import { startFakeChatProvider } from '../apps/server/src/testing/fakeChatProvider.ts';
import { startFakeImagesServer } from '../apps/server/src/testing/fakeImagesServer.ts';
import { startAsNewcomer } from '../scripts/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * The whole product as a newcomer gets it: `npm start` in a copy of the tree with no built packages (its own install,
 * build and server), on a fresh database. A site built any other way once hid a website without its UI kit's styles.
 */
export default async function setup(project: TestProject) {
  // The writing assistant answers from a local OpenAI-compatible fake (a test double), set as any provider is.
  const chat = await startFakeChatProvider();
  chat.answer({
    pieces: ['配音**小贴士**：\n\n', '1. 语速适中\n', '2. 停顿自然'],
    usage: { prompt_tokens: 40, completion_tokens: 12 },
  });
  // AI drawing draws from a local OpenAI-compatible images fake (a test double): real small PNGs, one colour a call.
  const images = await startFakeImagesServer();
  const server = await startAsNewcomer(43000 + (process.pid % 1000), {
    DUBKIT_SPEECH_WORKERS: '1',
    // Every SMS asks for the image captcha, so the tests walk the captcha dialog too.
    DUBKIT_SMS_CAPTCHA: 'always',
    // Every test logs in from 127.0.0.1; the per-address SMS limit would refuse the later ones.
    DUBKIT_RATE_LIMITS: 'off',
    DUBKIT_CHAT_BASE_URL: chat.baseUrl,
    DUBKIT_CHAT_API_KEY: 'sk-e2e',
    DUBKIT_CHAT_MODEL: 'fake-model',
    DUBKIT_IMAGES_BASE_URL: images.baseUrl,
    DUBKIT_IMAGES_API_KEY: 'sk-e2e-images',
    DUBKIT_IMAGES_MODEL: 'fake-images',
  });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await chat.close();
    await images.close();
  };
}
