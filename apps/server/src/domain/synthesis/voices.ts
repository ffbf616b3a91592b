import type { MultiVoiceNode } from '@dubkit/sdk-core/markup';
import { NEUTRAL_PROSODY, type NeutralProsody, neutralProsody } from '@dubkit/sdk-core/studio';
import type { VoiceSettings } from '../../engines/speech/engine';
import { anchorVoice } from '../catalogue';
import type { ServerContext } from '../context';
import { customAnchorDetail } from '../customAnchors';
import { badRequest } from '../errors';
import { bindingFor } from '../voiceCatalogue';

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
 * and the catalogue's espeak pitches and speeds (anchor, template × intensity, role) become the espeak baseline beside it.
 */
export function resolveVoice(choice: VoiceChoice): VoiceSettings {
  const intensity = clamp(choice.intensity ?? 1, 0.01, 2);
  const template = choice.template;
  const prosody = choice.prosody ?? NEUTRAL_PROSODY;
  const variant = choice.role?.variant || template?.variant || choice.anchor.variant;
  const settings: VoiceSettings = {
    voice: choice.anchor.voice,
    pitchPercent: prosody.pitchPercent,
    rate: prosody.rate,
    volume: prosody.volume,
    espeakPitch: choice.anchor.pitch + (template?.pitchDelta ?? 0) * intensity + (choice.role?.pitchDelta ?? 0),
    espeakRate: (choice.anchor.rate / NORMAL_WPM) * (1 + ((template?.ratePercent ?? 0) * intensity) / 100),
  };
  if (variant) settings.variant = variant;
  if (template && template.style !== NEUTRAL_STYLE) {
    settings.style = template.style;
    settings.styleDegree = intensity;
  }
  if (choice.role) settings.role = choice.role.value;
  return settings;
}

/** Which voice a script, a segment or a custom anchor asks for (its sliders come beside it, in the neutral unit). */
export interface VoiceRef {
  anchorType: number;
  anchorId: number;
  templateId: number;
  /** Role value (or name); empty for none. */
  role: string;
  intensity: number;
}

/** A voice as the API's bodies (a task, an audition) carry it: the reference and the slider fields. */
export interface VoiceRequest extends VoiceRef {
  /** Within PITCH_RANGE (sdk-core). */
  pitchRate: number;
  /** Within SPEED_RANGE. */
  speechRate: number;
  /** Within VOLUME_RANGE. */
  volume: number;
}

/** The API's slider fields in the neutral unit engines receive: the one place they are converted. */
export const requestProsody = (request: Pick<VoiceRequest, 'pitchRate' | 'speechRate' | 'volume'>): NeutralProsody =>
  neutralProsody({ pitch: request.pitchRate, speed: request.speechRate, volume: request.volume });

export interface ResolvedVoice {
  settings: VoiceSettings;
  anchorId: number;
  anchorName: string;
  templateName: string;
  membersOnly: boolean;
}

/** A voice resolved against the catalogue (a custom anchor stands for its system anchor and template), with its sliders. */
export async function resolveRequestedVoice(
  ctx: ServerContext,
  userId: number | null,
  request: VoiceRef,
  prosody: NeutralProsody,
): Promise<ResolvedVoice> {
  let { anchorId, templateId, role } = request;
  let anchorName: string | null = null;
  if (request.anchorType === 1) {
    if (!userId) throw badRequest(`无法识别主播：${request.anchorId}`);
    const custom = await customAnchorDetail(ctx, userId, request.anchorId);
    anchorId = custom.anchorId;
    templateId = custom.templateId;
    role ||= custom.role;
    anchorName = custom.name;
  }
  if (!anchorId) throw badRequest('无法识别主播ID');
  const entry = await anchorVoice(ctx, anchorId);
  const template = entry.templateRows.find((t) => t.id === templateId) ?? entry.templateRows[0];
  const roleRow = role ? entry.roleRows.find((r) => r.value === role || r.name === role) : undefined;
  const settings = resolveVoice({
    anchor: {
      voice: entry.row.engine_voice,
      variant: entry.row.engine_variant,
      pitch: entry.row.engine_pitch,
      rate: entry.row.engine_rate,
    },
    template: template
      ? {
          style: template.style,
          pitchDelta: template.engine_pitch,
          ratePercent: template.engine_rate,
          variant: template.engine_variant,
        }
      : null,
    role: roleRow ? { value: roleRow.value, variant: roleRow.engine_variant, pitchDelta: roleRow.engine_pitch } : null,
    intensity: request.intensity,
    prosody,
  });
  const name = anchorName ?? entry.row.name;
  const binding = bindingFor(entry.bindings, ctx.voiceProviders?.names ?? [], template?.id ?? 0, roleRow?.value ?? '');
  return {
    settings: {
      ...settings,
      speaker: name,
      anchorId,
      // A provider voice speaks with the sliders and the template's style; espeak's own baseline stays beside, unused.
      ...(binding ? { provider: binding.provider, voice: binding.voice, voiceOptions: binding.options } : {}),
    },
    anchorId,
    anchorName: name,
    templateName: template?.title ?? '',
    membersOnly: entry.row.members_only === 1,
  };
}

/** The voice of a multi-voice segment: its own anchor, template, role and sliders. */
export function resolveSegmentVoice(
  ctx: ServerContext,
  userId: number | null,
  segment: MultiVoiceNode,
): Promise<ResolvedVoice> {
  const ref = {
    anchorType: 0,
    anchorId: segment.anchorId,
    templateId: segment.templateId,
    role: segment.role?.value ?? '',
    intensity: 1,
  };
  return resolveRequestedVoice(ctx, userId, ref, neutralProsody(segment));
}
