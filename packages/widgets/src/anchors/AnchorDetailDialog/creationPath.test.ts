import { describe, expect, it } from 'vitest';
import { creationPath } from './creationPath';

describe('creationPath', () => {
  it('leads to the creation page with the anchor, template and role', () => {
    expect(creationPath({ anchorType: 0, anchorId: 12, templateId: 120 })).toBe(
      '/creation?anchorType=0&anchorId=12&templateId=120',
    );
    expect(creationPath({ anchorType: 0, anchorId: 12, templateId: 120, roleId: 7 })).toBe(
      '/creation?anchorType=0&anchorId=12&templateId=120&roleId=7',
    );
    expect(creationPath({ anchorType: 1, anchorId: 501 })).toBe('/creation?anchorType=1&anchorId=501');
  });

  it('has no path without a usable anchor id', () => {
    for (const anchorId of [undefined, null, 0, -3, 1.5]) expect(creationPath({ anchorType: 0, anchorId })).toBeNull();
  });
});
