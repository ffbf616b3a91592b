export type SpeechErrorCode =
  | 'ENGINE_BUSY'
  | 'ENGINE_CLOSED'
  | 'ENGINE_NOT_CONFIGURED'
  | 'ENGINE_FAILED'
  | 'WORKER_CRASHED'
  | 'JOB_TIMEOUT'
  | 'ABORTED'
  | 'BAD_REQUEST';

/** A failure of the speech pipeline; `code` tells the caller whether to retry, refuse or report. */
export class SpeechError extends Error {
  override name = 'SpeechError';
  constructor(
    readonly code: SpeechErrorCode,
    message: string,
  ) {
    super(message);
  }
}
