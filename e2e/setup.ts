import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startFakeChatProvider } from '../apps/server/src/testing/fakeChatProvider.ts';
import { startFakeImagesServer } from '../apps/server/src/testing/fakeImagesServer.ts';
import { startFakeTranscriptionServer } from '../apps/server/src/testing/fakeTranscriptionServer.ts';
import { startAsNewcomer } from '../scripts/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The origin of a partner's page the browser tests serve themselves, embedding from the server's. */
    partnerSite: string;
    /** The installed and built copy of the tree the suite's `npm start` runs in (for a second start). */
    newcomerTree: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
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
  // Speech-to-text transcribes through a local OpenAI-compatible fake (a test double), with a few Mandarin sentences
  // timed within the first two seconds, so that any clip the tests upload holds them all.
  const transcription = await startFakeTranscriptionServer();
  transcription.answer({
    segments: [
      { start: 0, end: 0.8, text: '大家好，欢迎来到配音工坊。' },
      { start: 0.9, end: 1.5, text: '今天我们试一试语音转文字。' },
      { start: 1.6, end: 2, text: '谢谢收听。' },
    ],
  });
  // AI drawing draws from a local OpenAI-compatible images fake (a test double): real small PNGs, one colour a call.
  const images = await startFakeImagesServer();
  const port = 43000 + (process.pid % 1000);
  // Another origin on this machine (browsers let only a secure context, as localhost is, reach loopback servers), on a
  // port free now: the test listens on it much later, and a fixed one was once taken by then.
  const partnerSite = `http://localhost:${await freePort()}`;
  const server = await startAsNewcomer(port, {
    DUBKIT_SPEECH_WORKERS: '1',
    // Every SMS asks for the image captcha, so the tests walk the captcha dialog too.
    DUBKIT_SMS_CAPTCHA: 'always',
    // Every test logs in from 127.0.0.1; the per-address SMS limit would refuse the later ones.
    DUBKIT_RATE_LIMITS: 'off',
    DUBKIT_CHAT_BASE_URL: chat.baseUrl,
    DUBKIT_CHAT_API_KEY: 'sk-e2e',
    DUBKIT_CHAT_MODEL: 'fake-model',
    DUBKIT_ASR_BASE_URL: transcription.baseUrl,
    DUBKIT_ASR_API_KEY: 'sk-e2e',
    DUBKIT_ASR_MODEL: 'fake-whisper',
    DUBKIT_IMAGES_BASE_URL: images.baseUrl,
    DUBKIT_IMAGES_API_KEY: 'sk-e2e-images',
    DUBKIT_IMAGES_MODEL: 'fake-images',
    // The example partner also embeds from a second origin the partner tests serve in the browser (CORS for real).
    DUBKIT_PARTNER_EXAMPLE_ORIGINS: partnerSite,
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('partnerSite', partnerSite);
  project.provide('newcomerTree', server.tree ?? '');
  return async () => {
    await server.stop();
    await chat.close();
    await transcription.close();
    await images.close();
  };
}
