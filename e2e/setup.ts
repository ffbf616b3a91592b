import type { TestProject } from 'vitest/node';
import { startReferenceServer } from '../scripts/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The built website and the reference server on a fresh database, as a newcomer's `npm start` runs them. */
export default async function setup(project: TestProject) {
  const server = await startReferenceServer(43000 + (process.pid % 1000), {
    DUBKIT_SPEECH_WORKERS: '1',
    // Every SMS asks for the image captcha, so the tests walk the captcha dialog too.
    DUBKIT_SMS_CAPTCHA: 'always',
    // Every test logs in from 127.0.0.1; the per-address SMS limit would refuse the later ones.
    DUBKIT_RATE_LIMITS: 'off',
  });
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
