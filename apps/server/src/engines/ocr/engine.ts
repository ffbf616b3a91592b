/** Why recognition failed; `code` tells the caller whether to retry (BUSY), blame the image or report. */
export type OcrErrorCode = 'TURNED_OFF' | 'BUSY' | 'BAD_IMAGE' | 'FAILED';

export class OcrError extends Error {
  override name = 'OcrError';
  constructor(
    readonly code: OcrErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface OcrRequest {
  /** A jpg or png file's bytes; handed over to the engine (the caller's buffer is detached). */
  image: Uint8Array;
  /** Type 1 of the OCR tool. */
  handwriting: boolean;
}

/** Image text recognition: the text of an image, line by line in reading order. */
export interface OcrEngine {
  recognize(request: OcrRequest, signal?: AbortSignal): Promise<string>;
  close(): Promise<void>;
}

/** The engine when the server is set up without OCR (`DUBKIT_OCR=off`): every request fails, naming the setting. */
export const turnedOffOcr: OcrEngine = {
  recognize: () => Promise.reject(new OcrError('TURNED_OFF', 'OCR is turned off on this server (DUBKIT_OCR=off)')),
  close: async () => {},
};
