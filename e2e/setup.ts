import type { TestProject } from 'vitest/node';
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
  const server = await startAsNewcomer(43000 + (process.pid % 1000), {
    DUBKIT_SPEECH_WORKERS: '1',
    // Every SMS asks for the image captcha, so the tests walk the captcha dialog too.
    DUBKIT_SMS_CAPTCHA: 'always',
    // Every test logs in from 127.0.0.1; the per-address SMS limit would refuse the later ones.
    DUBKIT_RATE_LIMITS: 'off',
  });
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
