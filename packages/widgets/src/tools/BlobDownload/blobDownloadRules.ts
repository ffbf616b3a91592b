/**
 * Pure rules of the blob video download tool (/aitools/blobDownloader; spec part 2 §2 "Blob download", §5 Tools:
 * 视频链接为空，无法下载, and the dialog 下载失败 / 文件地址为空). No I/O: the engine and the hook use these.
 */

/** Why a URL is not tried: nothing typed, a `blob:` URL (it lives only inside the page that made it), not http(s). */
export type BlobUrlRefusal = 'empty' | 'blobScheme' | 'invalid';

const HTTP_URL = /^https?:\/\/\S+$/i;

export function blobUrlRefusal(input: string): BlobUrlRefusal | null {
  const url = input.trim();
  if (!url) return 'empty';
  if (/^blob:/i.test(url)) return 'blobScheme';
  if (!HTTP_URL.test(url) || !URL.canParse(url)) return 'invalid';
  return null;
}

/** An HLS playlist by its address: the path ends in .m3u8 (a query such as a token is allowed). */
export function isPlaylistUrl(url: string): boolean {
  try {
    return /\.m3u8$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** An HLS playlist by its reply: the playlist MIME types. */
export function isPlaylistType(contentType: string | null): boolean {
  return /mpegurl/i.test(contentType ?? '');
}

/** The server proxy's address of a media URL: `GET {base}/api/tools/blob/fetch?url=<encoded>` (contract tools.blobFetch). */
export function proxyUrl(baseUrl: string, path: string, url: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}?url=${encodeURIComponent(url)}`;
}

const EXTENSION_BY_TYPE: Record<string, string> = {
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'video/quicktime': '.mov',
  'video/x-matroska': '.mkv',
  'video/mp2t': '.ts',
  'video/x-flv': '.flv',
  'audio/mpeg': '.mp3',
  'audio/mp4': '.m4a',
};

const UNSAFE = /[\\/:*?"<>|]+/g;

function cleanName(name: string) {
  return Array.from(name)
    .filter((char) => char.charCodeAt(0) >= 32)
    .join('')
    .replace(UNSAFE, '_')
    .trim()
    .replace(/^\.+/, '');
}

/** The file name of `Content-Disposition` (filename*=UTF-8'' first, then filename=), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Falls through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * The saved file's name: the server's `Content-Disposition`, else the URL's last path segment (decoded), with an
 * extension from the reply's type when it has none; an HLS download is one MP4 (`index.m3u8` → `index.mp4`).
 */
export function downloadFileName(
  url: string,
  {
    contentType = null,
    disposition = null,
    playlist = false,
  }: {
    contentType?: string | null;
    disposition?: string | null;
    playlist?: boolean;
  } = {},
): string {
  let name = playlist ? null : dispositionFileName(disposition);
  if (!name) {
    try {
      const segment = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
      name = decodeURIComponent(segment);
    } catch {
      name = '';
    }
  }
  let clean = cleanName(name);
  if (playlist) clean = clean.replace(/\.m3u8$/i, '');
  const base = clean.replace(/\.[^.]*$/, '');
  if (playlist) return `${base || clean || 'video'}.mp4`;
  if (!clean) return `video${EXTENSION_BY_TYPE[mediaType(contentType)] ?? '.mp4'}`;
  if (/\.[a-z0-9]{2,5}$/i.test(clean)) return clean;
  return `${clean}${EXTENSION_BY_TYPE[mediaType(contentType)] ?? '.mp4'}`;
}

function mediaType(contentType: string | null) {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Received bytes over the announced length, 0…1, or null while the length is unknown. */
export function byteFraction(received: number, total: number | null): number | null {
  if (total === null || !Number.isFinite(total) || total <= 0) return null;
  return Math.min(1, Math.max(0, received / total));
}

/** A byte count as people read it: 512 B, 1.5 KB, 23.4 MB, 1.02 GB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2)} ${units[unit]}`;
}

/** Why a download failed: the file address resolved to nothing, the proxy's or origin's message, HTTP, network. */
export type BlobDownloadFailure =
  | { kind: 'noFile' }
  | { kind: 'server'; message: string }
  | { kind: 'http'; status: number }
  | { kind: 'network' }
  | { kind: 'unreadable'; detail?: string };

export type BlobDownloadState =
  | { status: 'idle' }
  | {
      status: 'downloading';
      url: string;
      playlist: boolean;
      /** Whole percent, or null while the length is unknown. */
      percent: number | null;
      received: number;
      total: number | null;
    }
  | { status: 'merging'; url: string; playlist: true; percent: 100 }
  | { status: 'done'; url: string; fileName: string; size: number }
  | { status: 'failed'; url: string; failure: BlobDownloadFailure };

export type BlobDownloadEvent =
  | { type: 'start'; url: string; playlist: boolean }
  | { type: 'playlist' }
  | { type: 'bytes'; received: number; total: number | null }
  | { type: 'fraction'; fraction: number }
  | { type: 'merging' }
  | { type: 'done'; fileName: string; size: number }
  | { type: 'fail'; failure: BlobDownloadFailure }
  | { type: 'reset' };

export const BLOB_DOWNLOAD_IDLE: BlobDownloadState = { status: 'idle' };

const wholePercent = (fraction: number | null) =>
  fraction === null ? null : Math.min(100, Math.max(0, Math.floor(fraction * 100)));

/** The state after an event; events that do not fit the current status leave it as it is. */
export function blobDownloadReducer(state: BlobDownloadState, event: BlobDownloadEvent): BlobDownloadState {
  switch (event.type) {
    case 'start':
      return { status: 'downloading', url: event.url, playlist: event.playlist, percent: 0, received: 0, total: null };
    case 'playlist':
      return state.status === 'downloading'
        ? { ...state, playlist: true, percent: 0, received: 0, total: null }
        : state;
    case 'bytes': {
      if (state.status !== 'downloading') return state;
      const percent = wholePercent(byteFraction(event.received, event.total));
      return { ...state, received: event.received, total: event.total, percent };
    }
    case 'fraction': {
      if (state.status !== 'downloading') return state;
      const percent = Math.max(state.percent ?? 0, wholePercent(event.fraction) ?? 0);
      return percent === state.percent ? state : { ...state, percent };
    }
    case 'merging':
      return state.status === 'downloading'
        ? { status: 'merging', url: state.url, playlist: true, percent: 100 }
        : state;
    case 'done':
      return state.status === 'downloading' || state.status === 'merging'
        ? { status: 'done', url: state.url, fileName: event.fileName, size: event.size }
        : state;
    case 'fail':
      return state.status === 'downloading' || state.status === 'merging'
        ? { status: 'failed', url: state.url, failure: event.failure }
        : state;
    case 'reset':
      return BLOB_DOWNLOAD_IDLE;
  }
}

export function isDownloading(state: BlobDownloadState): boolean {
  return state.status === 'downloading' || state.status === 'merging';
}
