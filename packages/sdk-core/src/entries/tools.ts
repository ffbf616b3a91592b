// `@dubkit/sdk-core/tools`: the smart tools' rules — OCR images, share links (speech-to-text has its own entry).
export { OCR_IMAGE_TYPES, OCR_MAX_FILE_BYTES, SHARE_URL_MAX_LENGTH } from '../constants';
export {
  firstUrlIn,
  OCR_ACCEPT,
  OCR_FILE_NAME_PATTERN,
  OCR_FORMATS,
  OCR_SIZE_REFUSAL,
  OCR_TYPE_REFUSAL,
  ocrImageRefusal,
  type PickedFile,
} from '../rules/tools';
