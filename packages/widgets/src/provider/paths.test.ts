import { requiresLogin } from '@dubkit/sdk-core/account';
import { describe, expect, it } from 'vitest';
import { creationHref, DEFAULT_SITE_PATHS, inspirationApplyHref } from './paths';

describe('creationHref', () => {
  it('writes the creation query in one order: work, anchor type, anchor, template, role', () => {
    expect(creationHref({ roleId: 7, templateId: 120, anchorId: 12, anchorType: 0, workId: 900 })).toBe(
      '/creation?workId=900&anchorType=0&anchorId=12&templateId=120&roleId=7',
    );
    expect(creationHref({ anchorId: 12 })).toBe('/creation?anchorId=12');
  });

  it('leaves out what is not given and follows the host’s creation path', () => {
    expect(creationHref({ anchorType: 1, anchorId: 501, templateId: null, roleId: undefined }, '/make')).toBe(
      '/make?anchorType=1&anchorId=501',
    );
    expect(creationHref({})).toBe('/creation');
  });
});

describe('DEFAULT_SITE_PATHS', () => {
  it('are pages requiresLogin knows: the login-only ones ask for login, the open ones do not', () => {
    const loginOnly = [
      'draws',
      'gpt',
      'gptPrompts',
      'inspiration',
      'inspirationApply',
      'tools',
      'toolOcr',
      'toolAsr',
      'toolVideoExtract',
      'toolAudioExtract',
      'toolBlobDownload',
      'toolRewrite',
      'creation',
      'creationCenter',
      'creationTasks',
      'account',
      'tradeFlow',
      'inviter',
    ] as const;
    for (const key of loginOnly) expect(requiresLogin(DEFAULT_SITE_PATHS[key]), key).toBe(true);
    const open = [
      'home',
      'anchors',
      'samples',
      'download',
      'about',
      'help',
      'protocol',
      'privacy',
      'assistantAgreement',
      'memberOffer',
    ] as const;
    for (const key of open) expect(requiresLogin(DEFAULT_SITE_PATHS[key]), key).toBe(false);
  });
});

describe('inspirationApplyHref', () => {
  it('links a template’s apply page by its code, encoded, on the host’s path', () => {
    expect(inspirationApplyHref('video-script')).toBe('/gpt/inspiration/apply?code=video-script');
    expect(inspirationApplyHref('故事 &旁白')).toBe(
      '/gpt/inspiration/apply?code=%E6%95%85%E4%BA%8B+%26%E6%97%81%E7%99%BD',
    );
    expect(inspirationApplyHref('a', '/write/apply')).toBe('/write/apply?code=a');
  });
});
