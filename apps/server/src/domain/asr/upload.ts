import type { AsrPolicyBody, AsrUploadResult, UploadPolicy } from '@dubkit/sdk-core';
import {
  ASR_DURATION_REFUSAL,
  ASR_EMPTY_MEDIA_MESSAGE,
  ASR_FILE_SIZE_REFUSAL,
  ASR_FILE_TYPE_REFUSAL,
  ASR_MAX_DURATION_SECONDS,
  ASR_MAX_FILE_BYTES,
} from '@dubkit/sdk-core/speech-to-text';
import { AsrMediaError, NO_AUDIO_MESSAGE, probeMedia } from '../../engines/asr';
import { type FileStorage, withLocalCopy } from '../../storage/files';
import type { SignedUploads, UploadKind } from '../../storage/uploads';
import type { ServerContext } from '../context';
import { badRequest } from '../errors';
import { asrTaskView, checkMinutes, queueAsrTask } from './tasks';

/** The upload kind of speech-to-text, named in its policies' callback. */
export const ASR_UPLOAD = 'asr';

const TITLE_MAX_LENGTH = 100;

/** What browsers call .mp3, .wav, .mp4, .m4a and .mov files. */
const CONTENT_TYPES = [
  'audio/mpeg',
  'audio/mp3',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/vnd.wave',
  'video/mp4',
  'audio/mp4',
  'audio/x-m4a',
  'audio/m4a',
  'video/quicktime',
] as const;

/** Why measured media cannot be transcribed, or null: it must have sound, last some time and at most 20 minutes. */
export function mediaRefusal(probe: { durationMs: number; hasAudio: boolean }): string | null {
  if (!probe.hasAudio) return NO_AUDIO_MESSAGE;
  if (probe.durationMs <= 0) return ASR_EMPTY_MEDIA_MESSAGE;
  if (probe.durationMs > ASR_MAX_DURATION_SECONDS * 1000) return ASR_DURATION_REFUSAL;
  return null;
}

/** The user's file name without its folders, as the task's title. */
const titleOf = (filename: string) =>
  (filename.split(/[\\/]/).pop() ?? '').trim().slice(0, TITLE_MAX_LENGTH) || '未命名';

/**
 * A speech-to-text file through the storage host. Whatever the client claimed, the kept file is measured: one cut
 * short, without sound, of no length, over 20 minutes or over what is left of the month's minutes is refused and
 * deleted; otherwise a task is queued and is the reply (the widget then shows 任务已添加).
 */
export function asrUpload(ctx: ServerContext, media: FileStorage, wake: () => void): UploadKind {
  return {
    maxBytes: ASR_MAX_FILE_BYTES - 1,
    contentTypes: CONTENT_TYPES,
    wrongType: ASR_FILE_TYPE_REFUSAL,
    tooLarge: ASR_FILE_SIZE_REFUSAL,
    async receive({ key, userId, params }): Promise<AsrUploadResult> {
      try {
        const probe = await withLocalCopy(media, key, probeMedia);
        const refusal = mediaRefusal(probe);
        if (refusal) throw badRequest(refusal);
        const row = await queueAsrTask(ctx, {
          userId,
          title: titleOf(String(params.title ?? '')),
          source: 'upload',
          mediaKey: key,
          mediaUrl: null,
          durationMs: probe.durationMs,
        });
        wake();
        return asrTaskView(row);
      } catch (error) {
        await media.delete(key);
        throw error instanceof AsrMediaError ? badRequest(error.message) : error;
      }
    },
  };
}

/**
 * A policy for one speech-to-text file: the schema has checked its format, size and claimed duration; the claimed
 * duration must also fit in the month's minutes (checked again from the file itself once it is kept).
 */
export async function asrPolicy(
  ctx: ServerContext,
  uploads: SignedUploads,
  userId: number,
  body: AsrPolicyBody,
  host: string,
): Promise<UploadPolicy> {
  await checkMinutes(ctx, userId, body.duration);
  return uploads.issue({ kind: ASR_UPLOAD, userId, params: { title: body.filename }, filename: body.filename, host });
}
