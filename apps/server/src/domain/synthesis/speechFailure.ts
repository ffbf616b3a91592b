import { SpeechError } from '../../engines/speech/errors';
import { DomainError } from '../errors';

/** Engine failures reach the user as a clear reply, never as a stack. */
export function speechFailure(error: unknown): never {
  if (error instanceof SpeechError) {
    if (error.code === 'ENGINE_BUSY') throw new DomainError(503, '合成服务繁忙，请稍后再试');
    if (error.code === 'ENGINE_NOT_CONFIGURED') throw new DomainError(503, error.message);
    throw new DomainError(500, `合成失败：${error.message}`);
  }
  throw error;
}
