import { decryptText } from '@dubkit/sdk-core';
import { DEFAULT_ANCHOR_ID } from '@dubkit/sdk-core/anchors';
import { countLength, isBlankScript } from '@dubkit/sdk-core/markup';
import { AUDITION_MAX_LENGTH, auditionSampleRate } from '@dubkit/sdk-core/studio';
import type { PlanItem } from '../../engines/speech/plan';
import type { RenderOptions } from '../../engines/speech/runtime';
import { anchorIdForTemplate } from '../catalogue';
import type { ServerContext } from '../context';
import { badRequest } from '../errors';
import { memberInfo } from '../membership';
import { parseContent } from '../works';
import { planLimitMessage, planScript } from './limits';
import { pinTakes } from './takes';
import { requestProsody, resolveRequestedVoice, type VoiceRequest } from './voices';

export interface AuditionInput extends Omit<VoiceRequest, 'anchorType'> {
  /** The script, encrypted with the audition key. */
  text: string;
  sampleRate: number;
  bgmId: number;
  bgmVolume: number;
  bgmFadein: number;
}

/** What an audition plays, refused before any rendering when it is empty, too long, or has too long a pause. */
export async function auditionPlan(
  ctx: ServerContext,
  userId: number,
  input: AuditionInput,
  auditionKey: string,
): Promise<{ items: PlanItem[]; options: RenderOptions }> {
  let text: string;
  try {
    text = await decryptText(auditionKey, input.text);
  } catch (error) {
    if (error instanceof Error) throw badRequest('试听内容无法解密');
    throw error;
  }
  const doc = parseContent(text);
  const length = countLength(doc);
  if (isBlankScript(doc)) throw badRequest('试听内容不能为空');
  if (length > AUDITION_MAX_LENGTH) throw badRequest(`单次试听不能超过${AUDITION_MAX_LENGTH}个字`);
  const anchorId =
    input.anchorId || (input.templateId ? await anchorIdForTemplate(ctx, input.templateId) : null) || DEFAULT_ANCHOR_ID;
  const voice = await resolveRequestedVoice(ctx, userId, { ...input, anchorType: 0, anchorId }, requestProsody(input));
  const items = await planScript(ctx, userId, doc, voice.settings);
  const refused = planLimitMessage(ctx, items, 'audition');
  if (refused) throw badRequest(refused);
  const { vipLevel } = await memberInfo(ctx, userId);
  const sampleRate = auditionSampleRate(vipLevel, input.sampleRate);
  await pinTakes(ctx, userId, items, sampleRate);
  return {
    items,
    options: {
      owner: userId,
      sampleRate,
      music: { bgmId: input.bgmId, volume: input.bgmVolume, fadeInMs: input.bgmFadein, fadeOutMs: 0 },
    },
  };
}
