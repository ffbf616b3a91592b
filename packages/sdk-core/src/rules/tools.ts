import { OCR_IMAGE_TYPES, OCR_MAX_FILE_BYTES } from '../constants';

/** What the OCR rules read of a picked, dropped or pasted file. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

const OCR_EXTENSION = /\.(jpe?g|png)$/i;

/** Why an image cannot go to OCR (spec part 2 §5), or null: jpg or png only, under 10 MB. */
export function ocrImageRefusal(file: PickedFile): string | null {
  const typed = (OCR_IMAGE_TYPES as readonly string[]).includes(file.type);
  // A pasted screenshot has a type but often a made-up name; a file from disk may have no type.
  if (!typed && !OCR_EXTENSION.test(file.name)) return '图片格式仅支持 jpg/png';
  if (file.size >= OCR_MAX_FILE_BYTES) return '图片文件大小不超过10M';
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
