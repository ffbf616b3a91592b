import { OCR_FILE_NAME_PATTERN, type PickedFile } from '@dubkit/sdk-core/tools';

/** 0 general print, 1 handwriting (spec part 2 §2). */
export type OcrType = 0 | 1;

/**
 * The file name the policy call sends (its schema wants a .jpg/.jpeg/.png name): the file's own, or, for a pasted
 * image named without an extension, one made from its type.
 */
export function ocrUploadName(file: Pick<PickedFile, 'name' | 'type'>): string {
  if (OCR_FILE_NAME_PATTERN.test(file.name)) return file.name;
  const base = file.name.replace(/\.[^./\\]*$/, '').trim() || 'image';
  return `${base}${file.type === 'image/png' ? '.png' : '.jpg'}`;
}

/** What a paste or drop carries that the clipboard rules read: its files, or its items of kind `file`. */
export interface ClipboardLike {
  files?: ArrayLike<File> | null;
  items?: ArrayLike<{ kind: string; getAsFile(): File | null }> | null;
}

/** The first file a paste carries (a copied screenshot or an image file), or null for a text paste. */
export function fileFromClipboard(data: ClipboardLike | null | undefined): File | null {
  if (!data) return null;
  const [first] = Array.from(data.files ?? []);
  if (first) return first;
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind !== 'file') continue;
    const file = item.getAsFile();
    if (file) return file;
  }
  return null;
}
