import type { Anchor } from '@dubkit/sdk-core';
import type { VoiceSelection } from '@dubkit/sdk-core/markup';
import { describe, expect, it } from 'vitest';
import { anchorDetailOf, anchors, customAnchor, customDetailOf } from '../../testing/studio/fixtures';
import {
  clampProsody,
  draftFromCustom,
  draftFromDetail,
  isKnownAnchorId,
  prosodyOf,
  refusalOf,
  selectionOf,
  toggleRole,
  withProsody,
  withRole,
  withTemplate,
} from './multiVoice';

const byName = (name: string) => anchors.find((anchor) => anchor.name === name) as Anchor;
// 云健: four templates and two roles; 晓萱: three templates, no roles.
const yunjian = anchorDetailOf(byName('云健'));
const xiaoxuan = anchorDetailOf(byName('晓萱'));

describe('multi-voice picker rules', () => {
  it('selects the first template and copies its sliders on a fresh pick, with no role', () => {
    const draft = draftFromDetail(yunjian);
    expect(draft).toMatchObject({ anchorId: 12, anchorName: '云健', templateId: 120, role: null });
    expect(draft.prosody).toEqual({ pitch: 0, speed: 1, volume: 70 });
  });

  it('restores the bound template, role and sliders when the bound anchor is picked again', () => {
    const bound: VoiceSelection = {
      anchorId: 12,
      anchorName: '云健',
      templateId: 122,
      templateName: '悲伤',
      pitch: 35,
      speed: 1.25,
      volume: 40,
      role: { name: '少年', value: 'Boy' },
    };
    expect(draftFromDetail(yunjian, bound)).toMatchObject({
      templateId: 122,
      role: 'Boy',
      prosody: { pitch: 35, speed: 1.25, volume: 40 },
    });
    expect(draftFromDetail(xiaoxuan, bound)).toMatchObject({ templateId: 110, role: null });
    expect(draftFromDetail(yunjian, { ...bound, templateId: 999 })).toMatchObject({ templateId: 120 });
  });

  it('copies a template’s pitch, speed and volume when it is selected', () => {
    const draft = withTemplate(draftFromDetail(yunjian), 121);
    expect(draft.templateId).toBe(121);
    expect(draft.prosody).toEqual({ pitch: 20, speed: 1.1, volume: 80 });
    expect(withTemplate(draft, 999)).toBe(draft);
  });

  it('keeps the sliders in the picker’s ranges', () => {
    expect(clampProsody({ pitch: -300, speed: 3, volume: 120 })).toEqual({ pitch: -100, speed: 2, volume: 100 });
    expect(clampProsody({ pitch: 12.6, speed: 0.2, volume: -5 })).toEqual({ pitch: 13, speed: 0.5, volume: 0 });
    expect(prosodyOf(undefined)).toEqual({ pitch: 0, speed: 1, volume: 100 });
    expect(withProsody(draftFromDetail(yunjian), { pitch: 500 }).prosody.pitch).toBe(100);
  });

  it('deselects the selected role on a second click; 无 is no role', () => {
    expect(toggleRole(null, 'Girl')).toBe('Girl');
    expect(toggleRole('Girl', 'Girl')).toBeNull();
    expect(toggleRole('Girl', 'Boy')).toBe('Boy');
    expect(toggleRole('Girl', null)).toBeNull();
    expect(toggleRole(null, null)).toBeNull();
    expect(withRole(withRole(draftFromDetail(yunjian), 'Girl'), 'Girl').role).toBeNull();
  });

  it('refuses without an anchor, then without an emotion', () => {
    expect(refusalOf(null)).toBe('voiceRequired');
    expect(refusalOf({ ...draftFromDetail(yunjian), templateId: null })).toBe('templateRequired');
    expect(refusalOf(draftFromDetail({ ...yunjian, templateList: [] }))).toBe('templateRequired');
    expect(refusalOf(draftFromDetail(yunjian))).toBeNull();
  });

  it('returns the role only when one other than 无 is chosen', () => {
    const draft = withTemplate(draftFromDetail(yunjian), 121);
    expect(selectionOf(draft)).toEqual({
      anchorId: 12,
      anchorName: '云健',
      templateId: 121,
      templateName: '开心',
      pitch: 20,
      speed: 1.1,
      volume: 80,
    });
    expect(selectionOf(withRole(draft, 'Boy')).role).toEqual({ name: '少年', value: 'Boy' });
  });

  it('speaks a custom anchor as its system anchor with its saved tuning', () => {
    const draft = draftFromCustom(customDetailOf(byName('云健')), customAnchor);
    expect(draft).toMatchObject({
      anchorId: 12,
      anchorName: '我的旁白',
      templateId: 122,
      role: 'Boy',
      prosody: { pitch: -40, speed: 0.9, volume: 80 },
    });
  });

  it('knows only positive whole anchor ids', () => {
    expect(isKnownAnchorId(12)).toBe(true);
    expect(isKnownAnchorId(0)).toBe(false);
    expect(isKnownAnchorId(-3)).toBe(false);
    expect(isKnownAnchorId(Number.NaN)).toBe(false);
  });
});
