import { SpeechError } from '../../engines/speech/errors';
import { TaskFailure } from '../../jobs/taskRunner';
import { DomainError } from '../errors';

/**
 * An engine's failure in the user's words, with the status a request answers it with and whether another attempt could
 * go better. The engine's own message (statuses, setting names, the provider's text) is the operator's: it goes to the log.
 */
export function speechUserFailure(error: SpeechError): { status: number; message: string; final: boolean } {
  switch (error.code) {
    case 'ENGINE_BUSY':
      return { status: 503, message: '合成服务繁忙，请稍后再试', final: false };
    case 'TEXT_REFUSED':
      return {
        status: 422,
        message: `主播「${error.voice ?? ''}」无法朗读这段文字，请修改后再试`.replace('主播「」', '该主播'),
        final: true,
      };
    case 'ENGINE_NOT_CONFIGURED':
      return { status: 503, message: '语音合成服务暂不可用，请联系管理员', final: true };
    default:
      return { status: 500, message: '语音合成服务暂时出错，请稍后再试', final: false };
  }
}

/** Engine failures reach the user as a clear reply, never as a stack or the engine's own text (that is logged). */
export function speechFailure(error: unknown): never {
  if (error instanceof SpeechError) {
    const { status, message } = speechUserFailure(error);
    const failure = new DomainError(status, message);
    failure.cause = error;
    throw failure;
  }
  throw error;
}

/** The same for a task: its error (shown after 合成失败：) in the user's words; a refused text fails without retries. */
export function speechTaskFailure(error: unknown): never {
  if (error instanceof SpeechError && error.code !== 'ABORTED') {
    const { message, final } = speechUserFailure(error);
    throw new TaskFailure(message, { final, cause: error });
  }
  throw error;
}
