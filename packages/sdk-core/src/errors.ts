/** The body code of a successful reply; every other code is an error (spec part 1 §8). */
export const SUCCESS_CODE = 200;
/** Code and message of a call that got no response within the time-out. */
export const TIMEOUT_CODE = 206;
export const TIMEOUT_MESSAGE = '网络请求超时';
/** Code and message of a streaming call whose transport failed. */
export const STREAM_FAILURE_CODE = 400;
export const STREAM_FAILURE_MESSAGE = '发生异常';
/** Code of a request its call's schema refuses (the server answers the same). */
export const INVALID_REQUEST_CODE = 400;
/** Code of a transport failure that produced no HTTP status (connection refused, DNS, offline). */
export const NETWORK_ERROR_CODE = 0;

/** A failed call: the reply's body code and message, the HTTP status and text, or the transport failure. */
export class DubKitError extends Error {
  override readonly name = 'DubKitError';
  /** The envelope's developer detail, when the server sent one (the message stays what the user reads). */
  readonly detail: string | undefined;
  constructor(
    readonly code: number,
    message: string,
    options?: { cause?: unknown; detail?: string },
  ) {
    super(message, options);
    this.detail = options?.detail;
  }
}

/** An HTTP failure's message: its status text, or the status where HTTP/2 sends no text. */
export function statusMessage(response: Pick<Response, 'status' | 'statusText'>): string {
  return response.statusText || `HTTP ${response.status}`;
}

/** A status code in a message (`(402)`, `HTTP 500`, `状态码 429`, `(ECONNREFUSED)`): never shown to a user. */
const STATUS_CODE = /\(\s*\d{3}\s*\)|HTTP\s*\d{3}|状态码\s*\d{3}|\(\s*E[A-Z_]+\s*\)/i;
const CHINESE = /[\u3400-\u9fff]/;
/** What a user reads when a failure carries no product copy of its own. */
export const GENERIC_FAILURE_MESSAGE = '操作失败，请稍后再试';

/**
 * What a user may read of a failure: the server's own sentence when it is product copy (Chinese, with no HTTP status
 * or transport code in it), else the fallback. An HTTP status never reaches a user (issue 27).
 */
export function userFacingMessage(failure: unknown, fallback: string = GENERIC_FAILURE_MESSAGE): string {
  const text = (typeof failure === 'string' ? failure : failure instanceof Error ? failure.message : '').trim();
  return text && CHINESE.test(text) && !STATUS_CODE.test(text) ? text : fallback;
}

export function isDubKitError(error: unknown): error is DubKitError {
  return error instanceof DubKitError;
}

/** True when the failure is the caller's own abort, which is never reported as an error. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
