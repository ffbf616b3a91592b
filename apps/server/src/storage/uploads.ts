import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { extname } from 'node:path';
import type { UploadPolicy } from '@dubkit/sdk-core';
import type { FileStorage } from './files';

/** An upload the storage host turns away before keeping any of it; `status` is the HTTP status, the message the user's. */
export class UploadRefused extends Error {
  override name = 'UploadRefused';
  constructor(
    readonly status: 400 | 403 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** A stored upload handed to its kind. */
export interface ReceivedUpload {
  key: string;
  userId: number;
  /** What the kind put in the policy when it was issued (OCR: the recognition type). */
  params: Readonly<Record<string, unknown>>;
  files: FileStorage;
}

/**
 * What a domain uploads through the storage host (OCR images now; speech-to-text media and drawing reference images
 * plug in the same way): the limits its policies are signed with, its refusals, and what runs once the file is kept.
 */
export interface UploadKind {
  maxBytes: number;
  contentTypes: readonly string[];
  wrongType: string;
  tooLarge: string;
  /** Its result is the `data` of the storage host's reply. */
  receive(upload: ReceivedUpload): Promise<unknown>;
}

/** A signing key, named in policies by its id so that a new key can sign while the old one still verifies. */
export interface UploadKey {
  id: string;
  secret: string;
}

/** The form fields of an OSS-style post (`client.upload` sends them before the file). */
export interface UploadForm {
  key?: string;
  OSSAccessKeyId?: string;
  policy?: string;
  Signature?: string;
  callback?: string;
}

/** An upload whose form checked out: where it goes, for whom, and the limits it was signed with. */
export interface AcceptedUpload {
  key: string;
  kind: UploadKind;
  userId: number;
  params: Readonly<Record<string, unknown>>;
  maxBytes: number;
  contentTypes: readonly string[];
}

interface PolicyDocument {
  expiration: string;
  conditions: [
    ['starts-with', '$key', string],
    ['content-length-range', number, number],
    ['in', '$content-type', string[]],
    { callback: string },
  ];
}

interface CallbackDocument {
  kind: string;
  userId: number;
  params: Record<string, unknown>;
}

const INVALID = '上传凭证无效';
const EXPIRED = '上传凭证已过期';
const EMPTY = '上传的文件为空';
/** What the form fields beside the file may add to a request's length. */
const FORM_ALLOWANCE = 16 * 1024;
const FILE_NAME = /^[\w-]+(\.[a-z0-9]{1,8})?$/;
/** Browsers send a file they know no type for as an octet stream; its signed key's extension then names it. */
const UNTYPED = 'application/octet-stream';
const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.mov': 'video/quicktime',
};

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const fromBase64Json = (text: string): unknown => JSON.parse(Buffer.from(text, 'base64').toString('utf8'));

/**
 * OSS-style signed uploads: `issue` hands a logged-in user a short-lived policy for one kind of upload; the storage
 * host checks a post against it (`accept`), keeps the file under the signed key with a byte cap (`store`) and runs
 * the kind's callback (`receive`). The browser posts straight to the host, so the host trusts only what is signed:
 * the key prefix (per user, unguessable), the size range, the content types and the callback (kind and user).
 *
 * With DUBKIT_STORAGE=s3 this host stays in front of the bucket (rather than a presigned POST straight to it): every
 * S3-compatible server enforces a POST policy differently or not at all (s3rver and some self-hosted ones ignore it),
 * a post to S3 has no callback to check the bytes, queue the task or answer with the OCR text, and the bucket then
 * needs no public write, CORS or lifecycle rule for orphans. The refusals here run before `putStream`, which sends
 * nothing to the bucket until the whole capped stream has passed; the cost is the upload's bytes through a web process.
 */
export class SignedUploads {
  private readonly kinds: ReadonlyMap<string, UploadKind>;

  constructor(
    private readonly options: {
      /** The first signs; all verify. */
      keys: readonly [UploadKey, ...UploadKey[]];
      kinds: Readonly<Record<string, UploadKind>>;
      files: FileStorage;
      now: () => number;
      ttlMs?: number;
    },
  ) {
    this.kinds = new Map(Object.entries(options.kinds));
  }

  /** The largest file any kind accepts: the multipart parser's own limit. */
  get maxBytes(): number {
    return Math.max(...[...this.kinds.values()].map((kind) => kind.maxBytes));
  }

  issue(request: {
    kind: string;
    userId: number;
    params: Record<string, unknown>;
    /** The user's file name; only its extension is kept. */
    filename: string;
    /** The storage host's absolute URL. */
    host: string;
  }): UploadPolicy {
    const kind = this.kinds.get(request.kind);
    if (!kind) throw new Error(`no upload kind "${request.kind}" is registered`);
    const dir = `${request.kind}/${request.userId}/${randomBytes(16).toString('base64url')}/`;
    const extension = extname(request.filename).toLowerCase();
    const filename = `upload${/^\.[a-z0-9]{1,8}$/.test(extension) ? extension : ''}`;
    const callback = base64Json({
      kind: request.kind,
      userId: request.userId,
      params: request.params,
    } satisfies CallbackDocument);
    const document: PolicyDocument = {
      expiration: new Date(this.options.now() + (this.options.ttlMs ?? 10 * 60_000)).toISOString(),
      conditions: [
        ['starts-with', '$key', dir],
        ['content-length-range', 1, kind.maxBytes],
        ['in', '$content-type', [...kind.contentTypes]],
        { callback },
      ],
    };
    const policy = base64Json(document);
    const [key] = this.options.keys;
    return {
      host: request.host,
      dir,
      filename,
      accessKeyId: key.id,
      policy,
      signature: sign(key.secret, policy),
      callback,
    };
  }

  /** Checks a post's form (signature, expiry, callback, key) before any of its file is read. */
  accept(form: UploadForm): AcceptedUpload {
    const { key, OSSAccessKeyId, policy, Signature, callback } = form;
    const signingKey = this.options.keys.find((k) => k.id === OSSAccessKeyId);
    if (!key || !policy || !Signature || !callback || !signingKey || !verify(signingKey.secret, policy, Signature))
      throw new UploadRefused(403, INVALID);
    const document = fromBase64Json(policy) as PolicyDocument;
    const [[, , dir], [, , maxBytes], [, , contentTypes], signed] = document.conditions;
    if (Date.parse(document.expiration) <= this.options.now()) throw new UploadRefused(403, EXPIRED);
    if (signed.callback !== callback) throw new UploadRefused(403, INVALID);
    const { kind: kindName, userId, params } = fromBase64Json(callback) as CallbackDocument;
    const kind = this.kinds.get(kindName);
    // One file name right under the signed prefix: no other user's folder, no `..`, no sub-folders.
    if (!kind || !key.startsWith(dir) || !FILE_NAME.test(key.slice(dir.length))) throw new UploadRefused(403, INVALID);
    return { key, kind, userId, params, maxBytes, contentTypes };
  }

  /**
   * Keeps the file under its key, refusing a type or a declared length out of the signed range before writing, and
   * cutting a stream that runs past it (a lying or absent Content-Length): a refused file leaves nothing behind.
   */
  async store(
    upload: AcceptedUpload,
    file: { contentType: string; requestBytes: number | null; stream: AsyncIterable<Uint8Array> },
  ): Promise<void> {
    const contentType = file.contentType === UNTYPED ? EXTENSION_TYPES[extname(upload.key)] : file.contentType;
    if (!contentType || !upload.contentTypes.includes(contentType)) throw new UploadRefused(415, upload.kind.wrongType);
    if (file.requestBytes !== null && file.requestBytes > upload.maxBytes + FORM_ALLOWANCE)
      throw new UploadRefused(413, upload.kind.tooLarge);
    await this.options.files.putStream(upload.key, capped(file.stream, upload.maxBytes, upload.kind.tooLarge));
  }

  /** Removes a kept file whose post failed after it was written (a second file, a broken form end). */
  discard(upload: AcceptedUpload): Promise<void> {
    return this.options.files.delete(upload.key);
  }

  /** Runs the upload's kind on the kept file; its answer is the reply's data. */
  receive(upload: AcceptedUpload): Promise<unknown> {
    return upload.kind.receive({
      key: upload.key,
      userId: upload.userId,
      params: upload.params,
      files: this.options.files,
    });
  }
}

async function* capped(source: AsyncIterable<Uint8Array>, maxBytes: number, tooLarge: string) {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new UploadRefused(413, tooLarge);
    yield chunk;
  }
  if (total === 0) throw new UploadRefused(400, EMPTY);
}

function sign(secret: string, policy: string): string {
  return createHmac('sha256', secret).update(policy).digest('base64');
}

function verify(secret: string, policy: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, policy));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
