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

export const IMAGES_SETTINGS_MESSAGE =
  'AI绘画服务未配置：请设置 DUBKIT_IMAGES_BASE_URL、DUBKIT_IMAGES_API_KEY 和 DUBKIT_IMAGES_MODEL';

/** The engine of a server without an images provider: every drawing fails with the settings to configure. */
export const unconfiguredImages: ImagesEngine = {
  configured: false,
  async generate() {
    throw new ImagesError('NOT_CONFIGURED', IMAGES_SETTINGS_MESSAGE);
  },
};
