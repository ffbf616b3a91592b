import { defaultNarration } from '@dubkit/sdk-core/markup';
import { describe, expect, it } from 'vitest';
import { defaultSettings, NO_BACKGROUND_MUSIC } from '../DubbingStudio/settings';
import {
  auditionControls,
  bgmDraftOf,
  commitBgm,
  formatDuration,
  formatIntensity,
  formatPauseSeconds,
  formatSpeed,
  INTENSITY_RANGE,
  NARRATION_PAUSE_RANGE,
  parsePauseSeconds,
  pauseMs,
  refusalOf,
  resetProsody,
  snap,
  toggleBgm,
  toggleRole,
  withBgmLevels,
  withIntensity,
  withNarrationEnabled,
  withNarrationPause,
  withProsody,
  withTemplate,
} from './studioToolbarRules';

const rain = { id: 7, name: '雨夜钢琴' };
const sea = { id: 8, name: '海风' };

describe('formatting', () => {
  it('shows speed like 1.0x, intensity with two decimals, pauses with one, durations as mm:ss', () => {
    expect(formatSpeed(1)).toBe('1.0x');
    expect(formatSpeed(1.25)).toBe('1.25x');
    expect(formatSpeed(0.5)).toBe('0.5x');
    expect(formatIntensity(1)).toBe('1.00');
    expect(formatIntensity(0.01)).toBe('0.01');
    expect(formatPauseSeconds(200)).toBe('0.2s');
    expect(formatPauseSeconds(1000)).toBe('1.0s');
    expect(formatDuration(3.5)).toBe('00:04');
    expect(formatDuration(75)).toBe('01:15');
    expect(formatDuration(0)).toBe('00:00');
  });
});

describe('ranges', () => {
  it('snaps onto the step grid inside the range, without floating-point crumbs', () => {
    expect(snap(0.1 + 0.2, INTENSITY_RANGE)).toBe(0.3);
    expect(snap(0, INTENSITY_RANGE)).toBe(0.01);
    expect(snap(3, INTENSITY_RANGE)).toBe(2);
    expect(snap(Number.NaN, INTENSITY_RANGE)).toBe(0.01);
    expect(snap(1234, NARRATION_PAUSE_RANGE)).toBe(1200);
    expect(snap(150, NARRATION_PAUSE_RANGE)).toBe(200);
    expect(snap(9000, NARRATION_PAUSE_RANGE)).toBe(5000);
  });
});

describe('custom pause', () => {
  it('reads the field as seconds with one decimal', () => {
    expect(parsePauseSeconds('1.5')).toBe(1.5);
    expect(parsePauseSeconds(' 0.25 ')).toBe(0.3);
    expect(parsePauseSeconds('2')).toBe(2);
    expect(parsePauseSeconds('')).toBeNull();
    expect(parsePauseSeconds('abc')).toBeNull();
    expect(parsePauseSeconds('Infinity')).toBeNull();
  });

  it('clamps to 0.1–5 s before converting to milliseconds', () => {
    expect(pauseMs(1.5)).toBe(1500);
    expect(pauseMs(0.2)).toBe(200);
    expect(pauseMs(0)).toBe(100);
    expect(pauseMs(-3)).toBe(100);
    expect(pauseMs(12)).toBe(5000);
    expect(pauseMs(0.3)).toBe(300);
  });
});

describe('voice settings', () => {
  it('sets the template and keeps the strength in 0.01–2', () => {
    const styled = withTemplate(defaultSettings, { id: 121, title: '开心' });
    expect(styled).toMatchObject({ templateId: 121, templateName: '开心', intensity: 1 });
    expect(withIntensity(styled, 1.234).intensity).toBe(1.23);
    expect(withIntensity(styled, 5).intensity).toBe(2);
    expect(withIntensity(styled, 0).intensity).toBe(0.01);
  });

  it('keeps pitch, speed and volume on their grids and resets them', () => {
    const tuned = withProsody(defaultSettings, { pitch: 502, speed: 1.333, volume: -4 });
    expect(tuned).toMatchObject({ pitchRate: 500, speechRate: 1.33, volume: 0 });
    // One slider at a time: the others keep their values.
    expect(withProsody(tuned, { pitch: 12 })).toMatchObject({ pitchRate: 10, speechRate: 1.33, volume: 0 });
    expect(resetProsody(tuned)).toMatchObject({ pitchRate: 0, speechRate: 1, volume: 100 });
  });

  it('sets a role, and clears it when the same role is chosen again', () => {
    const girl = { name: '少女', value: 'Girl' };
    const chosen = toggleRole(defaultSettings, girl);
    expect(chosen).toMatchObject({ role: 'Girl', roleName: '少女' });
    expect(toggleRole(chosen, { name: '少年', value: 'Boy' })).toMatchObject({ role: 'Boy', roleName: '少年' });
    expect(toggleRole(chosen, girl)).toMatchObject({ role: '', roleName: '' });
  });
});

describe('smart narration', () => {
  it('switches narration and edits one mark, its pause kept in 200–5000 ms steps of 100', () => {
    const narration = defaultNarration();
    expect(withNarrationEnabled(narration, false).enabled).toBe(false);
    const edited = withNarrationPause(narration, 0, { ms: 730 });
    expect(edited.pauses[0]).toEqual({ mark: '，', ms: 700, enabled: true });
    expect(edited.pauses[1]).toBe(narration.pauses[1]);
    expect(withNarrationPause(narration, 3, { enabled: false }).pauses[3]).toEqual({
      mark: '。',
      ms: 400,
      enabled: false,
    });
    expect(withNarrationPause(narration, 6, { ms: 6000 }).pauses[6]?.ms).toBe(5000);
    expect(narration.pauses[0]?.ms).toBe(200);
  });
});

describe('background music', () => {
  it('opens on the settings’ music, or on volume 50 without fades', () => {
    expect(bgmDraftOf(defaultSettings)).toEqual({ music: null, volume: 50, fadein: 0, fadeout: 0 });
    expect(bgmDraftOf({ ...defaultSettings, ...NO_BACKGROUND_MUSIC })).toEqual({
      music: null,
      volume: 50,
      fadein: 0,
      fadeout: 0,
    });
    const chosen = { ...defaultSettings, bgmId: 7, bgmName: '雨夜钢琴', bgmVolume: 30, bgmFadein: 500, bgmFadeout: 0 };
    expect(bgmDraftOf(chosen)).toEqual({ music: rain, volume: 30, fadein: 500, fadeout: 0 });
  });

  it('selects on click and deselects the selected one', () => {
    const draft = bgmDraftOf(defaultSettings);
    const picked = toggleBgm(draft, rain);
    expect(picked.music).toEqual(rain);
    expect(toggleBgm(picked, sea).music).toEqual(sea);
    expect(toggleBgm(picked, rain).music).toBeNull();
  });

  it('keeps volume in 0–100 and fades in 0–10000 ms steps of 100', () => {
    const draft = withBgmLevels(bgmDraftOf(defaultSettings), { volume: 120, fadein: 1249, fadeout: -5 });
    expect(draft).toMatchObject({ volume: 100, fadein: 1200, fadeout: 0 });
    expect(withBgmLevels(draft, { fadeout: 20_000 }).fadeout).toBe(10_000);
  });

  it('commits the music into the settings; with nothing selected it clears the music', () => {
    const draft = withBgmLevels(toggleBgm(bgmDraftOf(defaultSettings), rain), { volume: 40, fadein: 1000 });
    const committed = commitBgm(defaultSettings, draft);
    expect(committed).toMatchObject({ bgmId: 7, bgmName: '雨夜钢琴', bgmVolume: 40, bgmFadein: 1000, bgmFadeout: 0 });
    const cleared = commitBgm(committed, toggleBgm(bgmDraftOf(committed), rain));
    expect(cleared).toMatchObject({ bgmId: 0, bgmName: '', bgmVolume: 50, bgmFadein: 0, bgmFadeout: 0 });
    expect(cleared.templateId).toBe(committed.templateId);
  });
});

describe('audition and refusals', () => {
  it('shows the player buttons of each state', () => {
    expect(auditionControls('default')).toEqual({ main: 'audition', stop: false });
    expect(auditionControls('loading')).toEqual({ main: 'loading', stop: true });
    expect(auditionControls('playing')).toEqual({ main: 'pause', stop: true });
    expect(auditionControls('paused')).toEqual({ main: 'resume', stop: true });
  });

  it('gives the reason of a refused menu, with the hint in place of the select tooltip', () => {
    const swap = { select: '滑动鼠标选择多主播配音内容', hint: '滑动鼠标选择需要多主播配音的文字内容' };
    expect(refusalOf({ reason: '滑动鼠标选择多主播配音内容' }, swap)).toBe(swap.hint);
    expect(refusalOf({ reason: '当前内容不支持多主播' }, swap)).toBe('当前内容不支持多主播');
    expect(refusalOf({ reason: '需要将光标移动至停顿位置' })).toBe('需要将光标移动至停顿位置');
    expect(refusalOf({ reason: null })).toBeNull();
  });
});
