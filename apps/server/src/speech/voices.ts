import { NEUTRAL_PROSODY, type NeutralProsody } from '@dubkit/sdk-core';
import type { VoiceSettings } from './engine';

/** An anchor's voice as the catalogue stores it: espeak-ng voice and variant, pitch 0–99, words a minute. */
export interface AnchorVoice {
  voice: string;
  variant?: string | null;
  pitch: number;
  rate: number;
}

/** An emotion/style template: how far it moves pitch (espeak units) and speed (percent) at intensity 1. */
export interface TemplateVoice {
  style: string;
  pitchDelta: number;
  ratePercent: number;
  variant?: string | null;
}

/** A role: its own variant and pitch offset (Azure role name in `value`). */
export interface RoleVoice {
  value: string;
  variant?: string | null;
  pitchDelta: number;
}

export interface VoiceChoice {
  anchor: AnchorVoice;
  template?: TemplateVoice | null;
  role?: RoleVoice | null;
  /** Style strength 0.01–2, default 1: scales the template's pitch and speed changes. */
  intensity?: number;
  /** The user's sliders in the neutral unit (sdk-core's neutralProsody). */
  prosody?: NeutralProsody;
}

const NORMAL_WPM = 175;
const NEUTRAL_STYLE = 'general';

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Anchor + template + role + sliders → the settings an engine speaks with: the sliders' pitch stays a neutral percent,
 * and the catalogue's espeak pitches (anchor, template × intensity, role) become the espeak baseline beside it.
 */
export function resolveVoice(choice: VoiceChoice): VoiceSettings {
  const intensity = clamp(choice.intensity ?? 1, 0.01, 2);
  const template = choice.template;
  const prosody = choice.prosody ?? NEUTRAL_PROSODY;
  const rate =
    (choice.anchor.rate / NORMAL_WPM) * (1 + ((template?.ratePercent ?? 0) * intensity) / 100) * prosody.rate;
  const variant = choice.role?.variant || template?.variant || choice.anchor.variant;
  const settings: VoiceSettings = {
    voice: choice.anchor.voice,
    pitchPercent: prosody.pitchPercent,
    rate: clamp(rate, 0.3, 3),
    volume: prosody.volume,
    espeakPitch: choice.anchor.pitch + (template?.pitchDelta ?? 0) * intensity + (choice.role?.pitchDelta ?? 0),
  };
  if (variant) settings.variant = variant;
  if (template && template.style !== NEUTRAL_STYLE) {
    settings.style = template.style;
    settings.styleDegree = intensity;
  }
  if (choice.role) settings.role = choice.role.value;
  return settings;
}
