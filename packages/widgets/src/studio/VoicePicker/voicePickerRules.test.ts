import { describe, expect, it } from 'vitest';
import { anchors } from '../../testing/studio/fixtures';
import { voiceChoice } from './voicePickerRules';

describe('voice picker rules', () => {
  it('refuses to confirm without a selection', () => {
    expect(voiceChoice(null)).toBeNull();
  });

  it('returns the anchor and its first template', () => {
    const anchor = anchors[1];
    if (!anchor) throw new Error('fixture');
    expect(voiceChoice(anchor)).toEqual({ anchor, template: anchor.templateList[0] });
    expect(voiceChoice({ ...anchor, templateList: [] })).toEqual({
      anchor: { ...anchor, templateList: [] },
      template: null,
    });
  });
});
