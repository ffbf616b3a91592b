/** The shape every call of the contract shares. This file holds no validation code, so the client stays small. */

export type HttpMethod = 'GET' | 'POST';
/** Where the request travels: the URL query or a JSON body. */
export type RequestIn = 'query' | 'body';
/** How the reply comes back: the JSON envelope, audio bytes (or a JSON error envelope), or server-sent events. */
export type ReplyKind = 'json' | 'binary' | 'stream';

/** Every reply is wrapped in this envelope; only code 200 is success. */
export interface Envelope<T> {
  code: number;
  /** What the user reads (Chinese product copy). */
  message: string;
  data: T;
  /** For developers, on some refusals: what was wrong in machine terms (e.g. the schema issue); never shown. */
  detail?: string;
}

export interface Route<
  Req = unknown,
  Res = unknown,
  In extends RequestIn = RequestIn,
  Reply extends ReplyKind = ReplyKind,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly in: In;
  readonly reply: Reply;
  /** Phantom: the request and response types. Never set at runtime. */
  readonly types?: { readonly request: Req; readonly response: Res };
}

export type AnyRoute = Route<unknown, unknown, RequestIn, ReplyKind>;
export type RequestOf<R> = R extends { readonly types?: { readonly request: infer Q } } ? Q : never;
/** The envelope's `data` of a JSON call; the event payload of a streaming call. */
export type ResponseOf<R> = R extends { readonly types?: { readonly response: infer S } } ? S : never;

// Annotated so that bundlers drop the routes a program does not use.
/* @__NO_SIDE_EFFECTS__ */
function route<Req, Res, In extends RequestIn, Reply extends ReplyKind>(
  method: HttpMethod,
  input: In,
  reply: Reply,
  path: string,
): Route<Req, Res, In, Reply> {
  return { method, path, in: input, reply };
}

/* @__NO_SIDE_EFFECTS__ */
export function get<Req = undefined, Res = null>(path: string) {
  return route<Req, Res, 'query', 'json'>('GET', 'query', 'json', path);
}

/** A GET whose reply is bytes (or a JSON error envelope). */
/* @__NO_SIDE_EFFECTS__ */
export function getBinary<Req = undefined, Res = null>(path: string) {
  return route<Req, Res, 'query', 'binary'>('GET', 'query', 'binary', path);
}

/* @__NO_SIDE_EFFECTS__ */
export function post<Req = undefined, Res = null>(path: string) {
  return route<Req, Res, 'body', 'json'>('POST', 'body', 'json', path);
}

/** A POST whose parameters travel in the query, as the spec shows for favourites and order checks. */
/* @__NO_SIDE_EFFECTS__ */
export function postQuery<Req = undefined, Res = null>(path: string) {
  return route<Req, Res, 'query', 'json'>('POST', 'query', 'json', path);
}

/* @__NO_SIDE_EFFECTS__ */
export function postAudio<Req = undefined, Res = null>(path: string) {
  return route<Req, Res, 'body', 'binary'>('POST', 'body', 'binary', path);
}

/* @__NO_SIDE_EFFECTS__ */
export function postStream<Req = undefined, Res = null>(path: string) {
  return route<Req, Res, 'body', 'stream'>('POST', 'body', 'stream', path);
}

/** A list reply of the search and page calls. */
export interface Page<T> {
  total: number;
  list: T[];
}

/** An id and name pair: tags, scenes, locales, sound styles. */
export interface Tag {
  id: number;
  name: string;
}

/**
 * An OSS-style signed upload policy (OCR, speech-to-text, drawing reference images).
 * The file is then posted as multipart form data to `host` (see `client.upload`).
 */
export interface UploadPolicy {
  host: string;
  dir: string;
  filename: string;
  accessKeyId: string;
  policy: string;
  signature: string;
  callback: string;
}
