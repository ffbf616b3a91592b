/** A speech-to-text failure in the user's words; `retryable` tells the job whether another attempt may succeed. */
export class AsrError extends Error {
  override name = 'AsrError';
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The uploaded file itself is the problem (unreadable, no audio): retrying cannot help. */
export class AsrMediaError extends AsrError {
  override name = 'AsrMediaError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, false, options);
  }
}

/** What a user is told while no provider is configured (product copy: no setting names). */
export const ASR_UNAVAILABLE_MESSAGE = '语音转文字功能暂未开放，敬请期待';
/** The operator's side of it (the log at start): the settings that turn speech-to-text on. */
export const ASR_SETTINGS = 'DUBKIT_ASR_BASE_URL, DUBKIT_ASR_API_KEY and DUBKIT_ASR_MODEL';
export const UNREADABLE_MEDIA_MESSAGE = '无法读取该文件，请上传 mp3、wav、mp4、m4a 或 mov 格式的音视频';
export const NO_AUDIO_MESSAGE = '视频中没有音频';
export const TRUNCATED_MEDIA_MESSAGE = '文件已损坏或不完整，请重新上传';
