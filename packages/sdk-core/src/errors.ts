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

export function isDubKitError(error: unknown): error is DubKitError {
  return error instanceof DubKitError;
}

/** True when the failure is the caller's own abort, which is never reported as an error. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
