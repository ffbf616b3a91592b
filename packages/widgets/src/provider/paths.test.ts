import { requiresLogin } from '@dubkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { creationHref, DEFAULT_SITE_PATHS } from './paths';

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
      'gptInspiration',
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
      'memberOffer',
    ] as const;
    for (const key of open) expect(requiresLogin(DEFAULT_SITE_PATHS[key]), key).toBe(false);
  });
});
