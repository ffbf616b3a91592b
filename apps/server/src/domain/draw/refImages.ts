import type { DrawPolicyQuery, DrawUploadResult, UploadPolicy } from '@dubkit/sdk-core';
import {
  DRAW_REF_MAX_BYTES,
  DRAW_REF_SIZE_REFUSAL,
  DRAW_REF_TYPE_REFUSAL,
  DRAW_REF_TYPES,
} from '@dubkit/sdk-core/draw';
import sharp from 'sharp';
import type { FileStorage } from '../../storage/files';
import type { SignedUploads, UploadKind } from '../../storage/uploads';
import { badRequest, DomainError } from '../errors';

/** The upload kind of drawing reference images, named in its policies' callback and their folder. */
export const DRAW_UPLOAD = 'draw-ref';

export const INVALID_REF_IMAGE = '参考图片无效，请重新上传';

/** Public but unguessable: the upload's folder holds 128 random bits (see SignedUploads.issue). */
const REF_PATH = /^\/media\/draw\/refs\/(\d+)\/([\w-]{22})\/(upload\.(?:png|jpe?g))$/;

/** The URL a kept reference image is shown at (the form's preview, a task's paramRefImg). */
export function refImageUrl(key: string): string {
  return `/media/draw/refs/${key.slice(DRAW_UPLOAD.length + 1)}`;
}

/** The storage key of a reference image URL (`/media/draw/refs/…`, or absolute), or null when it is not one. */
export function refImageKey(url: string): string | null {
  const path = URL.canParse(url, 'http://x') ? new URL(url, 'http://x').pathname : '';
  const match = REF_PATH.exec(path);
  return match ? `${DRAW_UPLOAD}/${match[1]}/${match[2]}/${match[3]}` : null;
}

/** Whose upload a reference image key is. */
export const refImageOwner = (key: string) => Number(key.split('/')[1]);

/** The reference image a user names in a drawing: one of their own kept uploads, or a refusal. */
export async function ownRefImage(uploads: FileStorage, userId: number, url: string): Promise<string> {
  const key = refImageKey(url);
  if (!key || refImageOwner(key) !== userId || !(await uploads.exists(key))) throw badRequest(INVALID_REF_IMAGE);
  return key;
}

/** A drawing reference image through the storage host: png or jpeg (by its bytes, not its name) under 5 MB → `{ url }`. */
export const drawRefUpload: UploadKind = {
  maxBytes: DRAW_REF_MAX_BYTES - 1,
  contentTypes: DRAW_REF_TYPES,
  wrongType: DRAW_REF_TYPE_REFUSAL,
  tooLarge: DRAW_REF_SIZE_REFUSAL,
  async receive({ key, files }): Promise<DrawUploadResult> {
    const bytes = await files.read(key);
    const format = await sharp(bytes)
      .metadata()
      .then((meta) => meta.format)
      .catch(() => null);
    if (format !== 'png' && format !== 'jpeg') {
      await files.delete(key);
      throw new DomainError(415, DRAW_REF_TYPE_REFUSAL);
    }
    return { url: refImageUrl(key) };
  },
};

/** A policy for one reference image, posted to the storage host at `host`. */
export function drawPolicy(
  uploads: SignedUploads,
  userId: number,
  { filename }: DrawPolicyQuery,
  host: string,
): UploadPolicy {
  return uploads.issue({ kind: DRAW_UPLOAD, userId, params: {}, filename, host });
}
