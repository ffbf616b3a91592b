/** What is asked of an images provider: the final prompt, the picture size (`WxH`) and how many pictures. */
export interface ImagesRequest {
  prompt: string;
  /** `1024x1024`, `720x1280`, … passed through as the provider's size. */
  size: string;
  count: number;
  /** A reference picture (png or jpeg): the request goes to the provider's edits endpoint with it. */
  reference?: { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' };
}

/** Why a drawing failed: the provider is not set up, refused the request, or could not be reached. */
export type ImagesErrorCode = 'NOT_CONFIGURED' | 'REFUSED' | 'FAILED';

/** A failure whose message is the user's (a task's taskStatusText); the provider's own error goes in `cause`. */
export class ImagesError extends Error {
  override name = 'ImagesError';
  constructor(
    readonly code: ImagesErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Draws pictures; aborting `signal` cancels the provider's request. Each picture's bytes in whatever format it sent. */
export interface ImagesEngine {
  readonly configured: boolean;
  generate(request: ImagesRequest, options: { signal: AbortSignal }): Promise<Uint8Array[]>;
}

/** What a user is told while no provider is configured (product copy: no setting names). */
export const IMAGES_UNAVAILABLE_MESSAGE = 'AI绘画功能暂未开放，敬请期待';
/** The operator's side of it (the log at start): the settings that turn AI drawing on. */
export const IMAGES_SETTINGS = 'DUBKIT_IMAGES_BASE_URL, DUBKIT_IMAGES_API_KEY and DUBKIT_IMAGES_MODEL';

/** The engine of a server without an images provider: the routes refuse drawings up front; this never draws. */
export const unconfiguredImages: ImagesEngine = {
  configured: false,
  async generate() {
    throw new ImagesError('NOT_CONFIGURED', IMAGES_UNAVAILABLE_MESSAGE);
  },
};
