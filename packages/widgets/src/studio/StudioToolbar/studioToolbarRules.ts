/** The toolbar's business rules (spec part 2 §4, §5, §9): ranges, formatting, and how menus change the settings. */

import type { ToolbarAction } from '@dubkit/editor/react';
import type { BackgroundMusic, Role, Template } from '@dubkit/sdk-core';
import type { NarrationPause, Prosody, SmartNarration } from '@dubkit/sdk-core/markup';
import { type AuditionState, PROSODY_RANGES, type Range } from '@dubkit/sdk-core/studio';
import { defaultSettings, NO_BACKGROUND_MUSIC, type SynthesisSettings } from '../DubbingStudio/settings';

export { formatDuration, formatSpeed } from '@dubkit/editor';

export const INTENSITY_RANGE: Range = { min: 0.01, max: 2, step: 0.01 };
export const BGM_VOLUME_RANGE: Range = { min: 0, max: 100, step: 1 };
export const FADE_RANGE: Range = { min: 0, max: 10_000, step: 100 };
export const NARRATION_PAUSE_RANGE: Range = { min: 200, max: 5000, step: 100 };
/** Pause presets 0.2, 0.5 and 1.0 s. */
export const PAUSE_PRESETS_MS = [200, 500, 1000] as const;
/** What the custom pause input offers. */
export const PAUSE_INPUT_RANGE: Range = { min: 0.2, max: 5, step: 0.1 };
/** What a custom pause is clamped to before it becomes milliseconds (the spec's lower reading of 0.1 s). */
const PAUSE_CLAMP_SECONDS = { min: 0.1, max: 5 } as const;
const BGM_DEFAULTS = {
  volume: NO_BACKGROUND_MUSIC.bgmVolume,
  fadein: NO_BACKGROUND_MUSIC.bgmFadein,
  fadeout: NO_BACKGROUND_MUSIC.bgmFadeout,
} as const;

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/** Onto the step grid from `min` and into the range; not a number gives `min`. */
export function snap(value: number, { min, max, step }: Range): number {
  if (!Number.isFinite(value)) return min;
  const snapped = Math.round((value - min) / step) * step + min;
  return Number(Math.min(max, Math.max(min, snapped)).toFixed(Math.max(decimalsOf(step), decimalsOf(min))));
}

/** Style strength with two decimals: 1 → 1.00. */
export const formatIntensity = (intensity: number): string => intensity.toFixed(2);

/** A pause in seconds with one decimal: 1000 → 1.0s. */
export const formatPauseSeconds = (ms: number): string => `${(ms / 1000).toFixed(1)}s`;

export const formatMilliseconds = (ms: number): string => `${ms}ms`;

// ---------------------------------------------------------------------------------------------------------------
// Pause

/** The custom pause field's text as seconds with one decimal, or null when it is not a number. */
export function parsePauseSeconds(text: string): number | null {
  const trimmed = text.trim();
  const seconds = trimmed ? Number(trimmed) : Number.NaN;
  return Number.isFinite(seconds) ? Math.round(seconds * 10) / 10 : null;
}

/** Seconds clamped to 0.1–5 as whole milliseconds. */
export function pauseMs(seconds: number): number {
  const clamped = Math.min(PAUSE_CLAMP_SECONDS.max, Math.max(PAUSE_CLAMP_SECONDS.min, seconds));
  return Math.round(clamped * 1000);
}

// ---------------------------------------------------------------------------------------------------------------
// Settings: style, prosody, role

export const withTemplate = (settings: SynthesisSettings, template: Pick<Template, 'id' | 'title'>) => ({
  ...settings,
  templateId: template.id,
  templateName: template.title,
});

export const withIntensity = (settings: SynthesisSettings, intensity: number): SynthesisSettings => ({
  ...settings,
  intensity: snap(intensity, INTENSITY_RANGE),
});

/** The pitch, speed and volume sliders set the script's pitchRate, speechRate and volume. */
export function withProsody(settings: SynthesisSettings, patch: Partial<Prosody>): SynthesisSettings {
  return {
    ...settings,
    pitchRate: snap(patch.pitch ?? settings.pitchRate, PROSODY_RANGES.pitch),
    speechRate: snap(patch.speed ?? settings.speechRate, PROSODY_RANGES.speed),
    volume: snap(patch.volume ?? settings.volume, PROSODY_RANGES.volume),
  };
}

export const resetProsody = (settings: SynthesisSettings): SynthesisSettings => ({
  ...settings,
  pitchRate: defaultSettings.pitchRate,
  speechRate: defaultSettings.speechRate,
  volume: defaultSettings.volume,
});

/** Choosing a role sets it; choosing the one already set clears it. */
export function toggleRole(settings: SynthesisSettings, role: Pick<Role, 'name' | 'value'>): SynthesisSettings {
  return settings.role === role.value
    ? { ...settings, role: '', roleName: '' }
    : { ...settings, role: role.value, roleName: role.name };
}

// ---------------------------------------------------------------------------------------------------------------
// Smart narration

export const withNarrationEnabled = (narration: SmartNarration, enabled: boolean): SmartNarration => ({
  ...narration,
  enabled,
});

export function withNarrationPause(
  narration: SmartNarration,
  index: number,
  patch: Partial<Omit<NarrationPause, 'mark'>>,
): SmartNarration {
  return {
    ...narration,
    pauses: narration.pauses.map((pause, at) =>
      at === index ? { ...pause, ...patch, ms: snap(patch.ms ?? pause.ms, NARRATION_PAUSE_RANGE) } : pause,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Background music

/** The background-music menu before it is committed. */
export interface BgmDraft {
  music: Pick<BackgroundMusic, 'id' | 'name'> | null;
  volume: number;
  fadein: number;
  fadeout: number;
}

/** The menu opens on the settings' music; without one, on the defaults (volume 50, no fades). */
export function bgmDraftOf(settings: SynthesisSettings): BgmDraft {
  if (!settings.bgmId) return { music: null, ...BGM_DEFAULTS };
  return {
    music: { id: settings.bgmId, name: settings.bgmName },
    volume: settings.bgmVolume,
    fadein: settings.bgmFadein,
    fadeout: settings.bgmFadeout,
  };
}

/** Clicking music selects it; clicking the selected one deselects it. */
export const toggleBgm = (draft: BgmDraft, music: Pick<BackgroundMusic, 'id' | 'name'>): BgmDraft => ({
  ...draft,
  music: draft.music?.id === music.id ? null : { id: music.id, name: music.name },
});

export const withBgmLevels = (draft: BgmDraft, patch: Partial<Omit<BgmDraft, 'music'>>): BgmDraft => {
  const next = { ...draft, ...patch };
  return {
    ...next,
    volume: snap(next.volume, BGM_VOLUME_RANGE),
    fadein: snap(next.fadein, FADE_RANGE),
    fadeout: snap(next.fadeout, FADE_RANGE),
  };
};

/** Committing puts the music into the settings; with nothing selected it clears the music. */
export function commitBgm(settings: SynthesisSettings, draft: BgmDraft): SynthesisSettings {
  if (!draft.music) return { ...settings, ...NO_BACKGROUND_MUSIC };
  const levels = withBgmLevels(draft, {});
  return {
    ...settings,
    bgmId: draft.music.id,
    bgmName: draft.music.name,
    bgmVolume: levels.volume,
    bgmFadein: levels.fadein,
    bgmFadeout: levels.fadeout,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Audition and refusals

/** The player's main button in each state; it stays one button so keyboard focus survives the changes. */
type AuditionControl = 'audition' | 'loading' | 'pause' | 'resume';

/** Play; 合成中 while loading; pause while playing; resume while paused; stop beside it unless idle. */
export function auditionControls(state: AuditionState): { main: AuditionControl; stop: boolean } {
  const main = ({ default: 'audition', loading: 'loading', playing: 'pause', paused: 'resume' } as const)[state];
  return { main, stop: state !== 'default' };
}

/**
 * What a click on a refused menu shows: the action's reason, or `hint` in place of `select` (the multi-voice
 * menu's tooltip 滑动鼠标选择多主播配音内容 becomes the hint 滑动鼠标选择需要多主播配音的文字内容, as its command says).
 */
export function refusalOf(
  action: Pick<ToolbarAction<never[]>, 'reason'>,
  swap?: { select: string; hint: string },
): string | null {
  return swap && action.reason === swap.select ? swap.hint : action.reason;
}
