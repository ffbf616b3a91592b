import {
  type BlobDownloadFailure,
  downloadFileName,
  isPlaylistType,
  isPlaylistUrl,
  proxyUrl,
} from './blobDownloadRules';

/** A download that stopped for a reason the user is told (shown in the 下载失败 dialog). */
export class BlobDownloadError extends Error {
  constructor(readonly failure: BlobDownloadFailure) {
    super(failure.kind === 'server' ? failure.message : `Download failed: ${failure.kind}`);
    this.name = 'BlobDownloadError';
  }
}

/** How the tool reaches the server's media proxy (contract `tools.blobFetch`): origin, transport, bearer token. */
export interface BlobProxy {
  baseUrl: string;
  /** The proxy's path, `routes.tools.blobFetch.path`. */
  path: string;
  fetch: typeof globalThis.fetch;
  getToken: () => string | null | Promise<string | null>;
}

export interface DownloadMediaOptions {
  signal?: AbortSignal;
  /** A direct file: bytes so far and the announced length (null when the server sends none). */
  onBytes?: (received: number, total: number | null) => void;
  /** The URL turned out to be an HLS playlist (by its address or its reply's type). */
  onPlaylist?: () => void;
  /** An HLS download: the share of the media remuxed so far, 0…1. */
  onFraction?: (fraction: number) => void;
  /** An HLS download: all segments are read, the MP4 is being finished. */
  onMerging?: () => void;
}

export interface DownloadedMedia {
  blob: Blob;
  fileName: string;
}

/** What the widget runs; stories and tests may pass their own. */
export type DownloadMedia = (url: string, proxy: BlobProxy, options?: DownloadMediaOptions) => Promise<DownloadedMedia>;

const abortError = () => new DOMException('The download was canceled', 'AbortError');

function checkAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw abortError();
}

const isJson = (response: Response) => /json/i.test(response.headers.get('content-type') ?? '');

/** The proxy refuses with the API's envelope (`{ code, message }`); any other non-2xx is its HTTP status. */
async function refusalOf(response: Response): Promise<BlobDownloadError | null> {
  if (isJson(response)) {
    const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : null;
    if (message) return new BlobDownloadError({ kind: 'server', message });
    return new BlobDownloadError({ kind: 'http', status: response.ok ? 502 : response.status });
  }
  if (!response.ok) return new BlobDownloadError({ kind: 'http', status: response.status });
  return null;
}

async function authHeaders(proxy: BlobProxy): Promise<Record<string, string>> {
  const token = await proxy.getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function networkFailure(error: unknown): BlobDownloadError {
  if (error instanceof BlobDownloadError) return error;
  return new BlobDownloadError({ kind: 'network' });
}

/**
 * A direct media file, streamed through the proxy with progress from its Content-Length. Returns null when the reply
 * is an HLS playlist after all (then the caller remuxes it).
 */
async function downloadFile(url: string, proxy: BlobProxy, options: DownloadMediaOptions) {
  const { signal, onBytes } = options;
  let response: Response;
  try {
    response = await proxy.fetch(proxyUrl(proxy.baseUrl, proxy.path, url), {
      headers: await authHeaders(proxy),
      signal,
    });
  } catch (error) {
    checkAborted(signal);
    throw networkFailure(error);
  }
  const refusal = await refusalOf(response);
  if (refusal) throw refusal;
  const contentType = response.headers.get('content-type');
  if (isPlaylistType(contentType)) {
    await response.body?.cancel().catch(() => {});
    return null;
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onBytes?.(0, total);
  if (response.body) {
    const reader = response.body.getReader();
    // A transport that ignores the signal (a service worker, a test double) still stops reading.
    const stop = () => void reader.cancel().catch(() => {});
    signal?.addEventListener('abort', stop, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value as Uint8Array<ArrayBuffer>);
        received += value.byteLength;
        onBytes?.(received, total);
      }
    } catch (error) {
      checkAborted(signal);
      throw networkFailure(error);
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }
  checkAborted(signal);
  if (received === 0) throw new BlobDownloadError({ kind: 'noFile' });
  const fileName = downloadFileName(url, { contentType, disposition: response.headers.get('content-disposition') });
  return { blob: new Blob(chunks, { type: contentType ?? 'application/octet-stream' }), fileName };
}

/**
 * An HLS playlist: mediabunny reads the playlist (a master playlist's best variant) and its segments, each through
 * the proxy with the bearer token, and remuxes them without re-encoding into one MP4.
 */
async function downloadPlaylist(url: string, proxy: BlobProxy, options: DownloadMediaOptions) {
  const { signal, onFraction, onMerging } = options;
  const mb = await import('mediabunny');
  checkAborted(signal);
  const headers = await authHeaders(proxy);
  // The proxy's own refusal (an envelope) is kept, to be told rather than "the media could not be read".
  let refusal: BlobDownloadError | null = null;
  const guardedFetch: typeof globalThis.fetch = async (input, init) => {
    const response = await proxy.fetch(input, init);
    const refused = await refusalOf(response);
    if (refused) {
      refusal ??= refused;
      throw refused;
    }
    return response;
  };
  const sourceOptions = {
    requestInit: { headers },
    fetchFn: guardedFetch,
    // A refusal is final; a dropped connection is tried twice more.
    getRetryDelay: (attempts: number, error: unknown) =>
      error instanceof BlobDownloadError || attempts >= 3 ? null : attempts,
    handleUnhandledError: () => {},
  };
  // Every file keeps its own address as its path (so a playlist's relative segment URIs resolve against the origin's
  // URL, not the proxy's) while its bytes come through the proxy.
  const fileAt = (path: string): import('mediabunny').CustomPathedSource =>
    new mb.CustomPathedSource(path, (request) =>
      request.isRoot
        ? new mb.UrlSource(proxyUrl(proxy.baseUrl, proxy.path, request.path), sourceOptions)
        : fileAt(request.path),
    );
  const source = fileAt(url);
  const input = new mb.Input({ source, formats: mb.HLS_FORMATS });
  const target = new mb.BufferTarget();
  const output = new mb.Output({ format: new mb.Mp4OutputFormat({ fastStart: 'in-memory' }), target });
  const cancel = () => void conversion?.cancel().catch(() => {});
  let conversion: import('mediabunny').Conversion | null = null;
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    conversion = await mb.Conversion.init({ input, output, copy: { mode: 'forced' }, showWarnings: false });
    checkAborted(signal);
    if (!conversion.isValid || conversion.utilizedTracks.length === 0) throw new BlobDownloadError({ kind: 'noFile' });
    let fraction = 0;
    conversion.onProgress = (progress) => {
      if (progress <= fraction) return;
      fraction = progress;
      if (progress >= 1) onMerging?.();
      else onFraction?.(progress);
    };
    await conversion.execute();
    checkAborted(signal);
    onMerging?.();
  } catch (error) {
    checkAborted(signal);
    if (refusal) throw refusal;
    if (error instanceof BlobDownloadError) throw error;
    throw new BlobDownloadError({ kind: 'unreadable', detail: error instanceof Error ? error.message : String(error) });
  } finally {
    signal?.removeEventListener('abort', cancel);
    input.dispose();
  }
  if (!target.buffer || target.buffer.byteLength === 0) throw new BlobDownloadError({ kind: 'noFile' });
  return {
    blob: new Blob([target.buffer], { type: 'video/mp4' }),
    fileName: downloadFileName(url, { playlist: true }),
  };
}

/**
 * Downloads a video URL through the server's proxy (media servers rarely allow CORS): a direct file as it is, an HLS
 * playlist as one MP4. mediabunny is loaded only for a playlist.
 */
export const downloadMedia: DownloadMedia = async (url, proxy, options = {}) => {
  checkAborted(options.signal);
  if (!isPlaylistUrl(url)) {
    const file = await downloadFile(url, proxy, options);
    if (file) return file;
  }
  options.onPlaylist?.();
  return downloadPlaylist(url, proxy, options);
};
