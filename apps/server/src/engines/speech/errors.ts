import { WorkerError, type WorkerErrorCode } from '../workers/pool';

export type SpeechErrorCode =
  | 'ENGINE_BUSY'
  | 'ENGINE_CLOSED'
  | 'ENGINE_NOT_CONFIGURED'
  | 'ENGINE_FAILED'
  | 'WORKER_CRASHED'
  | 'JOB_TIMEOUT'
  | 'ABORTED'
  | 'BAD_REQUEST'
  /** The provider refused this text in this voice (a 400/422): another attempt would be refused too. */
  | 'TEXT_REFUSED'
  /** The engine answered with something that is not audio DubKit can read (MP3 when WAV was asked, an error page). */
  | 'BAD_AUDIO';

/** A failure of the speech pipeline; `code` tells the caller whether to retry, refuse or report. */
export class SpeechError extends Error {
  override name = 'SpeechError';
  /** The voice that failed (the anchor's name, else the engine's voice id), for the user's message. */
  readonly voice: string | undefined;
  constructor(
    readonly code: SpeechErrorCode,
    message: string,
    options: { voice?: string | undefined; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.voice = options.voice;
  }
}

const FROM_WORKER: Record<WorkerErrorCode, SpeechErrorCode> = {
  BUSY: 'ENGINE_BUSY',
  CLOSED: 'ENGINE_CLOSED',
  FAILED: 'ENGINE_FAILED',
  CRASHED: 'WORKER_CRASHED',
  TIMEOUT: 'JOB_TIMEOUT',
  ABORTED: 'ABORTED',
  BAD_REQUEST: 'BAD_REQUEST',
};

/** A worker pool's failure in the speech pipeline's terms; anything else passes through. */
export function asSpeechError(error: unknown): unknown {
  return error instanceof WorkerError ? new SpeechError(FROM_WORKER[error.code], error.message) : error;
}
