import { ASR_MAX_DURATION_SECONDS, ASR_MAX_FILE_BYTES } from '../constants';
import { megabytesText } from './text';

/** Speech-to-text input (spec part 2 §5): audio .mp3/.wav, video .mp4/.m4a/.mov. */
export const ASR_AUDIO_EXTENSIONS = ['mp3', 'wav'] as const;
export const ASR_VIDEO_EXTENSIONS = ['mp4', 'm4a', 'mov'] as const;

const ASR_EXTENSIONS = [...ASR_AUDIO_EXTENSIONS, ...ASR_VIDEO_EXTENSIONS];

/** What a picker's `accept` takes for speech-to-text. */
export const ASR_ACCEPT = ASR_EXTENSIONS.map((ext) => `.${ext}`).join(',');
/** A file name speech-to-text takes (the request schema checks the name the client sends). */
export const ASR_FILE_NAME_PATTERN = /* @__PURE__ */ new RegExp(`\\.(${ASR_EXTENSIONS.join('|')})$`, 'i');

/** The refusals of a file, in the spec's words, wherever it is checked (picker, request schema, the kept file). */
export const ASR_FILE_TYPE_REFUSAL = `文件格式仅支持 ${ASR_EXTENSIONS.join('/')}`;
export const ASR_FILE_SIZE_REFUSAL = `文件大小不超过${megabytesText(ASR_MAX_FILE_BYTES)}`;
export const ASR_DURATION_REFUSAL = `音频时长不超过${ASR_MAX_DURATION_SECONDS / 60}分钟`;

export type AsrMediaKind = 'audio' | 'video';

/** Whether a file name is speech-to-text audio, video, or neither (by its extension, as the server checks it). */
export function asrMediaKind(name: string): AsrMediaKind | null {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if ((ASR_AUDIO_EXTENSIONS as readonly string[]).includes(extension)) return 'audio';
  if ((ASR_VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return 'video';
  return null;
}

/** A file that lasts no time at all (a bare header): there is nothing to transcribe. */
export const ASR_EMPTY_MEDIA_MESSAGE = '音频时长为0，请上传有声音的文件';

/**
 * Why a file cannot be transcribed, in the spec's words, or null: the format, under 100 MB, and (once read) longer
 * than nothing and at most 20 minutes. The server checks the same from the file itself.
 */
export function asrFileRefusal(file: { name: string; size: number }, durationSeconds?: number): string | null {
  if (!asrMediaKind(file.name)) return ASR_FILE_TYPE_REFUSAL;
  if (file.size >= ASR_MAX_FILE_BYTES) return ASR_FILE_SIZE_REFUSAL;
  if (durationSeconds !== undefined && durationSeconds <= 0) return ASR_EMPTY_MEDIA_MESSAGE;
  if (durationSeconds !== undefined && durationSeconds > ASR_MAX_DURATION_SECONDS) return ASR_DURATION_REFUSAL;
  return null;
}
