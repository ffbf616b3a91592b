import {
  type AnchorDetail,
  type AnchorType,
  type AuditionBody,
  type CustomAnchor,
  type CustomAnchorAddBody,
  type FitReportBody,
  type TakeSentenceBody,
  type TaskAddBody,
  userFacingMessage,
  type Work,
  type WorkSaveBody,
} from '@dubkit/sdk-core';
import {
  CUSTOM_ANCHOR_COMMENT_MAX_LENGTH,
  CUSTOM_ANCHOR_NAME_MAX_LENGTH,
  CUSTOM_ANCHOR_TEXT_MAX_LENGTH,
} from '@dubkit/sdk-core/anchors';
import { type ScriptDocument, scriptCues } from '@dubkit/sdk-core/markup';
import {
  DEFAULT_LOUDNESS_TARGET,
  LOUDNESS_TARGETS,
  type LoudnessTarget,
  loudnessText,
  taskSampleRate,
  titleFromContent,
  WORK_TITLE_INPUT_MAX_LENGTH,
  type WorkTitleMaxLength,
} from '@dubkit/sdk-core/studio';
import { format } from '../../shared/format';
import { defaultSettings, NO_BACKGROUND_MUSIC, type SynthesisSettings } from './settings';

/** Rules of the creation page that are not the editor's (spec part 2 §2, §4, §5, §8). */

export interface CreationQuery {
  anchorType: AnchorType;
  anchorId: number;
  templateId: number | null;
  roleId: number | null;
  /** 0 for a new work. */
  workId: number;
  /** A handed-over script's id (studio/handoff), opened once into a new work. */
  script?: string | null;
}

const idOf = (value: string | null) => {
  const number = Number(value);
  return value !== null && value !== '' && Number.isSafeInteger(number) && number >= 0 ? number : null;
};

/** The page's query: anchorType (0 system, 1 custom), anchorId, templateId, roleId, workId (0 = new), script. */
export function creationQuery(params: URLSearchParams): CreationQuery {
  return {
    anchorType: params.get('anchorType') === '1' ? 1 : 0,
    anchorId: idOf(params.get('anchorId')) ?? 0,
    templateId: idOf(params.get('templateId')),
    roleId: idOf(params.get('roleId')),
    workId: idOf(params.get('workId')) ?? 0,
    script: params.get('script') || null,
  };
}

/** A studio opened with neither a voice nor a saved work (a bare /creation): the voice picker opens first. */
export const picksVoiceFirst = (query: CreationQuery) => !query.anchorId && !query.workId;

/** The query after a save or a voice switch, keeping whatever else the host put there. */
export function withCreationQuery(params: URLSearchParams, change: Partial<CreationQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** What the title field keeps while typing: at most 25 characters. */
export const typedTitle = (value: string) => [...value].slice(0, WORK_TITLE_INPUT_MAX_LENGTH).join('');

/** The voice the studio speaks with: what the voice card shows and what saves and tasks carry. */
export interface StudioVoice {
  anchorType: AnchorType;
  /** The anchor (type 0) or the custom anchor (type 1) id. */
  anchorId: number;
  /** The system anchor that speaks: the anchor itself, or the one a custom anchor was saved from. */
  speakerId: number;
  name: string;
  avatar: string;
  /** The anchor's description, or a custom anchor's subtitle. */
  description: string;
  detail: AnchorDetail;
}

/** A system anchor (type 0) offers 收藏 and 保存为定制主播; a custom anchor is already the creator's own. */
export const isSystemVoice = (voice: Pick<StudioVoice, 'anchorType'>) => voice.anchorType === 0;

export function systemVoice(detail: AnchorDetail): StudioVoice {
  return {
    anchorType: 0,
    anchorId: detail.id,
    speakerId: detail.id,
    name: detail.name,
    avatar: detail.avatar,
    description: detail.desc,
    detail,
  };
}

/** A custom anchor speaks with its system anchor's templates and roles. */
export function customVoice(custom: CustomAnchor, detail: AnchorDetail): StudioVoice {
  return {
    anchorType: 1,
    anchorId: custom.id,
    speakerId: custom.anchorId,
    name: custom.name,
    avatar: custom.avatar || custom.anchorAvatar,
    description: custom.description || custom.comment,
    detail,
  };
}

/** The voice card's tags: 多情绪 when the anchor has more than one template, 多角色 when it has roles. */
export function voiceTags(detail: AnchorDetail, labels: { emotions: string; roles: string; neural: string }): string[] {
  const tags: string[] = [];
  if (detail.voiceEngine?.kind === 'neural') tags.push(labels.neural);
  if (detail.templateList.length > 1) tags.push(labels.emotions);
  if (detail.roleList.length > 0) tags.push(labels.roles);
  return tags;
}

/**
 * What the creator is told about the engine behind the anchor, once the server has neural providers: the offline engine
 * standing in, or what a neural voice cannot honour (a style or role it ignores, polyphone marks it approximates).
 */
export function voiceEngineNotes(
  detail: AnchorDetail,
  copy: { offline: string; ignores: string; style: string; role: string; approximates: string },
): string[] {
  const engine = detail.voiceEngine;
  if (!engine) return [];
  if (engine.kind === 'offline') return [copy.offline];
  const notes: string[] = [];
  const ignored = engine.ignores.flatMap((feature) =>
    feature === 'style' && detail.templateList.length > 1
      ? [copy.style]
      : feature === 'role' && detail.roleList.length
        ? [copy.role]
        : [],
  );
  if (ignored.length) notes.push(copy.ignores.replaceAll('{features}', ignored.join('、')));
  if (engine.approximates.includes('phoneme')) notes.push(copy.approximates);
  return notes;
}

/** A new work's settings: the template and role the query names, else the anchor's first template. */
export function settingsForAnchor(
  detail: AnchorDetail,
  choice: { templateId?: number | null; roleId?: number | null } = {},
): SynthesisSettings {
  const template = detail.templateList.find(({ id }) => id === choice.templateId) ?? detail.templateList[0];
  const role = detail.roleList.find(({ id }) => id === choice.roleId);
  return {
    ...defaultSettings,
    templateId: template?.id ?? 0,
    templateName: template?.title ?? '',
    role: role?.value ?? '',
    roleName: role?.name ?? '',
  };
}

/** A custom anchor brings its saved template, strength, role and prosody. */
export function settingsForCustom(custom: CustomAnchor, detail: AnchorDetail): SynthesisSettings {
  const role = detail.roleList.find(({ value }) => value === custom.role);
  return {
    ...defaultSettings,
    templateId: custom.templateId,
    templateName: custom.templateName,
    intensity: custom.intensity,
    role: custom.role,
    roleName: role?.name ?? '',
    pitchRate: custom.pitch,
    speechRate: custom.speed,
    volume: custom.volume,
  };
}

/** A saved draft's settings; the music's name comes from the music list. */
export function settingsForWork(work: Work, detail: AnchorDetail, bgmName = ''): SynthesisSettings {
  const role = detail.roleList.find(({ value }) => value === work.role);
  return {
    templateId: work.templateId,
    templateName: work.templateName,
    intensity: work.styleDegree || 1,
    role: work.role,
    roleName: role?.name ?? '',
    pitchRate: work.pitchRate,
    speechRate: work.speechRate,
    volume: work.volume,
    bgmId: work.bgmId,
    bgmName: work.bgmId ? bgmName : '',
    bgmVolume: work.bgmVolume,
    bgmFadein: work.bgmFadein,
    bgmFadeout: work.bgmFadeout,
  };
}

/** The task's settings beside its voice, which the studio saves with a draft and sends with a task. */
export interface TaskSettings {
  /** 对齐字幕时间: subtitles come in with their timing, and a script of cues is fitted to it. */
  fitToTiming: boolean;
  /** 响度标准: the integrated loudness (LUFS) the task is mastered to. */
  loudnessTarget: LoudnessTarget;
}

/** A new work's task settings: not fitted, mastered for online video. */
export const defaultTaskSettings: Readonly<TaskSettings> = {
  fitToTiming: false,
  loudnessTarget: DEFAULT_LOUDNESS_TARGET,
};

/**
 * A saved draft's task settings: as it was saved; a draft saved without them is fitted when its script holds subtitle
 * cues, and mastered to the default loudness.
 */
export function taskSettingsForWork(
  work: Pick<Work, 'fitToTiming' | 'loudnessTarget'>,
  document: ScriptDocument,
): TaskSettings {
  return {
    fitToTiming: work.fitToTiming ?? holdsCues(document),
    loudnessTarget: work.loudnessTarget ?? DEFAULT_LOUDNESS_TARGET,
  };
}

/** One choice of 响度标准. */
export interface LoudnessOption {
  value: LoudnessTarget;
  label: string;
}

/**
 * 响度标准's choices in sdk-core's order: its default target is for online video (网络视频), the other one for
 * broadcast (广播电视); each label's figure is sdk-core's, written as it writes it (`loudnessText`).
 */
export function loudnessOptions(copy: { online: string; broadcast: string }): LoudnessOption[] {
  return LOUDNESS_TARGETS.map((target) => ({
    value: target,
    label: format(target === DEFAULT_LOUDNESS_TARGET ? copy.online : copy.broadcast, { target: loudnessText(target) }),
  }));
}

const voiceFields = (settings: SynthesisSettings) => ({
  templateId: settings.templateId,
  intensity: settings.intensity,
  role: settings.role,
  pitchRate: settings.pitchRate,
  speechRate: settings.speechRate,
  volume: settings.volume,
});

/** Without music the body carries the no-music levels, whatever the settings kept. */
const musicFields = (settings: SynthesisSettings) => {
  const { bgmId, bgmVolume, bgmFadein, bgmFadeout } = settings.bgmId ? settings : NO_BACKGROUND_MUSIC;
  return { bgmId, bgmVolume, bgmFadein, bgmFadeout };
};

export function saveBody(
  voice: StudioVoice,
  settings: SynthesisSettings,
  title: string,
  text: string,
  task: TaskSettings = defaultTaskSettings,
): Omit<WorkSaveBody, 'workId'> {
  return {
    title: title.trim(),
    anchorType: voice.anchorType,
    anchorId: voice.anchorId,
    ...voiceFields(settings),
    ...musicFields(settings),
    fitToTiming: task.fitToTiming,
    loudnessTarget: task.loudnessTarget,
    text,
    version: 2,
  };
}

/**
 * A task: a blank title is filled from the content; the sample rate follows membership; `fitToTiming` only when the
 * speech is fitted to the script's subtitle cues; `loudnessTarget` when the studio names one (it always does: the
 * creator hears what 响度标准 shows, whatever the server's default).
 */
export function taskBody(
  voice: StudioVoice,
  settings: SynthesisSettings,
  title: string,
  content: { text: string; plainText: string; titleMaxLength?: WorkTitleMaxLength },
  vipLevel: number,
  { fitToTiming = false, loudnessTarget }: { fitToTiming?: boolean; loudnessTarget?: LoudnessTarget } = {},
): TaskAddBody {
  return {
    title: title.trim() || titleFromContent(content.plainText, content.titleMaxLength),
    anchorType: voice.anchorType,
    anchorId: voice.anchorId,
    ...voiceFields(settings),
    ...musicFields(settings),
    sampleRate: taskSampleRate(vipLevel) as TaskAddBody['sampleRate'],
    text: content.text,
    version: 2,
    ...(fitToTiming ? { fitToTiming: true } : {}),
    ...(loudnessTarget !== undefined ? { loudnessTarget } : {}),
  };
}

/** The fit report of a task: its synthesis fields and text, without what only the task has (title, version, mastering). */
export function fitReportBody(task: TaskAddBody): FitReportBody {
  const { title, version, fitToTiming, loudnessTarget, ...body } = task;
  return body;
}

/** A script holding subtitle cues: fit to timing starts on for it, and only it is fitted. */
export const holdsCues = (document: ScriptDocument) => scriptCues(document).length > 0;

/** One audition chunk speaks with the studio's voice; music is left to the task, where it plays once under all. */
export function auditionBody(voice: StudioVoice, settings: SynthesisSettings, encryptedText: string): AuditionBody {
  return { anchorId: voice.speakerId, ...voiceFields(settings), text: encryptedText };
}

/** The voice fields of a takes call: everything but the sentence (and the take). */
export type TakesVoice = Omit<TakeSentenceBody, 'sentence'>;

/**
 * The voice a sentence's takes are made in: the one a task of the studio would speak with (its anchor, template,
 * strength, role and prosody; music plays under the whole task and is no part of a sentence).
 */
export function takesVoice(voice: StudioVoice, settings: SynthesisSettings): TakesVoice {
  return { anchorType: voice.anchorType, anchorId: voice.anchorId, ...voiceFields(settings) };
}

export const SUBMIT_OK = 200;
export const PAYMENT_REQUIRED = 402;

/**
 * A refused submit: the dialog's title 任务提交失败, the server's statusText (else the generic sentence when it is
 * missing or only carries a status code), 立即购买 for 402. The HTTP status itself never reaches the user (issue 27).
 */
export function submitFailure(status: number, statusText: string, copy: { title: string; generic: string }) {
  return {
    title: copy.title,
    message: userFacingMessage(statusText, copy.generic),
    canBuy: status === PAYMENT_REQUIRED,
  };
}

/** Only members may synthesise with the voice, and the user is not one: refused before the task is sent. */
export const needsMembership = (voice: Pick<StudioVoice, 'detail'>, member: boolean) =>
  voice.detail.membersOnly === true && !member;

export const TEMPLATE_NAME_MAX_LENGTH = CUSTOM_ANCHOR_NAME_MAX_LENGTH;
export const TEMPLATE_DESCRIPTION_MAX_LENGTH = CUSTOM_ANCHOR_COMMENT_MAX_LENGTH;

export interface TemplateForm {
  name: string;
  description: string;
}

/** The save-template dialog's rules: both fields required (the inputs stop at 30 and 150 characters). */
export function templateFormErrors(
  form: TemplateForm,
  labels: { nameRequired: string; descriptionRequired: string },
): Partial<TemplateForm> {
  const errors: Partial<TemplateForm> = {};
  if (!form.name.trim()) errors.name = labels.nameRequired;
  if (!form.description.trim()) errors.description = labels.descriptionRequired;
  return errors;
}

/** A custom anchor's audition text: the script's first 100 characters, else the template's sample text. */
export function templateAuditionText(plain: string, sample: string): string {
  return [...(plain.trim() || sample)].slice(0, CUSTOM_ANCHOR_TEXT_MAX_LENGTH).join('');
}

export function customAnchorBody(settings: SynthesisSettings, form: TemplateForm, text: string): CustomAnchorAddBody {
  return {
    templateId: settings.templateId,
    name: form.name.trim(),
    comment: form.description.trim(),
    intensity: settings.intensity,
    role: settings.role,
    pitch: settings.pitchRate,
    speed: settings.speechRate,
    volume: settings.volume,
    text,
  };
}
