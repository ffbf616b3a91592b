import type { OcrPolicyQuery, OcrUploadResult, UploadPolicy } from '@dubkit/sdk-core';
import { OCR_IMAGE_TYPES, OCR_MAX_FILE_BYTES, OCR_SIZE_REFUSAL, OCR_TYPE_REFUSAL } from '@dubkit/sdk-core/tools';
import { type OcrEngine, OcrError, turnedOffOcr } from '../engines/ocr/engine';
import type { SignedUploads, UploadKind } from '../storage/uploads';
import { DomainError } from './errors';

/** The upload kind of the OCR tool, named in its policies' callback. */
export const OCR_UPLOAD = 'ocr';

// Users get product copy; the operator's log names DUBKIT_OCR at start.
const TURNED_OFF = '图片文字识别暂未开放，敬请期待';

/** An OCR image through the storage host: sdk-core's image rule, then the engine's text as `{ content }`. */
export function ocrUpload(engine: OcrEngine): UploadKind {
  return {
    maxBytes: OCR_MAX_FILE_BYTES - 1,
    contentTypes: OCR_IMAGE_TYPES,
    wrongType: OCR_TYPE_REFUSAL,
    tooLarge: OCR_SIZE_REFUSAL,
    async receive({ key, params, files }): Promise<OcrUploadResult> {
      try {
        const image = await files.read(key);
        return { content: await engine.recognize({ image, handwriting: params.type === 1 }) };
      } catch (error) {
        throw ocrFailure(error);
      } finally {
        // Read once for its text, the image has no further use.
        await files.delete(key);
      }
    },
  };
}

/** A policy for one image of the OCR tool (type 0 general, 1 handwriting), posted to the storage host at `host`. */
export function ocrPolicy(
  uploads: SignedUploads,
  engine: OcrEngine,
  userId: number,
  { filename, type }: OcrPolicyQuery,
  host: string,
): UploadPolicy {
  if (engine === turnedOffOcr) throw new DomainError(503, TURNED_OFF);
  return uploads.issue({ kind: OCR_UPLOAD, userId, params: { type }, filename, host });
}

/** The reason the OCR tool shows after 图片文字识别失败: — never a stack. */
function ocrFailure(error: unknown): unknown {
  if (!(error instanceof OcrError)) return error;
  switch (error.code) {
    case 'TURNED_OFF':
      return new DomainError(503, TURNED_OFF);
    case 'BUSY':
      return new DomainError(503, '识别服务繁忙，请稍后再试');
    case 'BAD_IMAGE':
      return new DomainError(400, '图片无法读取，请换一张 jpg/png 图片', error.message);
    case 'FAILED':
      return new DomainError(500, '识别引擎出错，请稍后再试', error.message);
  }
}
