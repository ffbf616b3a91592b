import { describe, expect, it } from 'vitest';
import { requiresLogin, VISITOR_HOME_PATH } from './access';

describe('requiresLogin', () => {
  it('asks for login on the creation, tools (and each tool under /aitools), writing (and the inspiration center), drawing, account and invite pages and under them', () => {
    for (const path of [
      '/creation?anchorId=12',
      '/creationCenter',
      '/tools',
      '/aitools',
      '/aitools/ocr',
      '/aitools/rwm',
      '/gpt/chat',
      '/gpt/inspiration',
      '/gpt/inspiration/apply?code=video-script',
      '/inspiration',
      '/draws',
      '/account/password',
      '/account/dictionary',
      '/inviter',
    ])
      expect(requiresLogin(path)).toBe(true);
  });

  it('lets a visitor see the home, anchors, samples, download and about pages', () => {
    for (const path of [
      '/',
      '/home',
      '/anchors?page=2',
      '/samples',
      '/download',
      '/about',
      '/creations',
      '/toolshed',
      '/aitoolsbox',
      '/inspirations',
    ])
      expect(requiresLogin(path)).toBe(false);
  });

  it('sends a visitor to the home page', () => {
    expect(VISITOR_HOME_PATH).toBe('/home');
    expect(requiresLogin(VISITOR_HOME_PATH)).toBe(false);
  });
});
