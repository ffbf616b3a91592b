import type { LoginUser } from '@dubkit/sdk-core';
import { waitFor } from 'storybook/test';
import { type DubKitStoryParameters, navigateSpy } from '../withDubKit';

/** Story helpers of the studio widgets: their signed-in user and story parameters, playback and patience. */

export const studioUser: LoginUser = {
  token: 'studio-token',
  expire: Date.UTC(2099, 0, 1),
  username: '13800000000',
  nickname: '配音小王',
  avatar: '',
  vipLevel: 0,
};

/**
 * `parameters.dubkit` of the studio widgets' stories (with `withDubKit`): signed in as studioUser (a story's
 * `user: null` is a visitor), and 登录 in the stand-in login dialog signs studioUser in.
 */
export const STUDIO_STORY: DubKitStoryParameters = { user: studioUser, storyLogin: studioUser };

/** Every navigation a widget asked for in the current story (withDubKit's `navigateSpy`); cleared as each story mounts. */
export const navigated = navigateSpy;

/**
 * Test clicks are not user gestures, so Chromium's autoplay policy refuses play(); a story about previews lets media
 * start as a real click would (use as the story's `beforeEach`; it returns the restore).
 */
export function allowPlayback(): () => void {
  const original = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function play() {
    return Promise.resolve();
  };
  return () => {
    HTMLMediaElement.prototype.play = original;
  };
}

/** Room for a loaded machine when waiting (testing-library waits 1 s by default). */
export const PATIENCE = { timeout: 5000 } as const;

/** Waits until the assertion passes, with `PATIENCE`. */
export const eventually = <T,>(assertion: () => T | Promise<T>) => waitFor(assertion, PATIENCE);
