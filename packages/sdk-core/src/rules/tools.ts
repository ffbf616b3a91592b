import { OCR_IMAGE_TYPES, OCR_MAX_FILE_BYTES } from '../constants';
import { megabytesText } from './text';

/** What the OCR rules read of a picked, dropped or pasted file. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** The image formats OCR takes, as users read them; a .jpeg name is a jpg too. */
export const OCR_FORMATS = ['jpg', 'png'] as const;
const OCR_EXTENSIONS = OCR_FORMATS.flatMap((format) => (format === 'jpg' ? ['jpg', 'jpeg'] : [format]));
/** An image name OCR takes (the request schema checks the name the client sends). */
export const OCR_FILE_NAME_PATTERN = /* @__PURE__ */ new RegExp(`\\.(${OCR_EXTENSIONS.join('|')})$`, 'i');
/** What a picker's `accept` takes for OCR: the types, and the names for a system that types no file. */
export const OCR_ACCEPT = [...OCR_IMAGE_TYPES, ...OCR_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

/** The refusals of an image, wherever it is checked (picker, request schema, the upload host). */
export const OCR_TYPE_REFUSAL = `图片格式仅支持 ${OCR_FORMATS.join('/')}`;
export const OCR_SIZE_REFUSAL = `图片文件大小不超过${megabytesText(OCR_MAX_FILE_BYTES)}`;

/** Why an image cannot go to OCR (spec part 2 §5), or null: one of the formats, under the size limit. */
export function ocrImageRefusal(file: PickedFile): string | null {
  const typed = (OCR_IMAGE_TYPES as readonly string[]).includes(file.type);
  // A pasted screenshot has a type but often a made-up name; a file from disk may have no type.
  if (!typed && !OCR_FILE_NAME_PATTERN.test(file.name)) return OCR_TYPE_REFUSAL;
  if (file.size >= OCR_MAX_FILE_BYTES) return OCR_SIZE_REFUSAL;
  return null;
}

// Share text wraps the link in prose; the link ends at whitespace, full-width punctuation or a CJK character.
const URL_IN_TEXT = /https?:\/\/[^\s\u3000-\u303f\uff00-\uffef\u4e00-\u9fff"'<>]+/i;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** The first http(s) URL in pasted share text ("3.82 复制打开抖音，看看【…】 https://v.douyin.com/xyz/ 你好…"), or null. */
export function firstUrlIn(text: string): string | null {
  const match = URL_IN_TEXT.exec(text);
  if (!match) return null;
  const url = match[0].replace(TRAILING_PUNCTUATION, '');
  return URL.canParse(url) ? url : null;
}
