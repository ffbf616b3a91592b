import { ASR_MAX_DURATION_SECONDS, ASR_MAX_FILE_BYTES } from '../constants';

/** Speech-to-text input (spec part 2 §5): audio .mp3/.wav, video .mp4/.m4a/.mov. */
export const ASR_AUDIO_EXTENSIONS = ['mp3', 'wav'] as const;
export const ASR_VIDEO_EXTENSIONS = ['mp4', 'm4a', 'mov'] as const;

/** What a picker's `accept` takes for speech-to-text. */
export const ASR_ACCEPT = [...ASR_AUDIO_EXTENSIONS, ...ASR_VIDEO_EXTENSIONS].map((ext) => `.${ext}`).join(',');

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
  if (!asrMediaKind(file.name)) return '文件格式仅支持 mp3/wav/mp4/m4a/mov';
  if (file.size >= ASR_MAX_FILE_BYTES) return '文件大小不超过100M';
  if (durationSeconds !== undefined && durationSeconds <= 0) return ASR_EMPTY_MEDIA_MESSAGE;
  if (durationSeconds !== undefined && durationSeconds > ASR_MAX_DURATION_SECONDS) return '音频时长不超过20分钟';
  return null;
}
