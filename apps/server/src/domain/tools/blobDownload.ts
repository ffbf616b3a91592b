import type { Readable } from 'node:stream';
import type { FetchedResponse } from '../../net/safeFetch';
import { DomainError } from '../errors';
import { mimeOf } from './declaredMedia';
import { outboundFailure, type ToolsOutbound } from './outbound';

export interface BlobDownload {
  status: 200 | 206;
  headers: Record<string, string>;
  body: Readable;
}

/** One range only: a multi-range reply is multipart, not media. */
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;
const PASSED_BACK = ['content-length', 'content-range', 'accept-ranges', 'content-encoding'] as const;
const MEDIA_TYPES = new Set([
  'application/octet-stream',
  'binary/octet-stream',
  'application/mp4',
  'application/vnd.apple.mpegurl',
  'application/x-mpegurl',
  'application/dash+xml',
  // HLS playlists are often served as plain text.
  'text/plain',
]);

/**
 * Media only: video, audio, images other than SVG, HLS and DASH playlists and octet streams. Pages, scripts, JSON
 * and SVG are refused, since the reply comes from the website's own origin.
 */
const isMedia = (mime: string) =>
  mime.startsWith('video/') ||
  mime.startsWith('audio/') ||
  (mime.startsWith('image/') && mime !== 'image/svg+xml') ||
  MEDIA_TYPES.has(mime);

/**
 * The blob download (GET /api/tools/blob/fetch): a media file, playlist or segment fetched for the website, since
 * media servers rarely allow CORS. The client's Range is forwarded and the answer's range headers passed back; the
 * body streams through under the size and time caps.
 */
export async function openBlob(outbound: ToolsOutbound, url: string, range: string | undefined): Promise<BlobDownload> {
  let response: FetchedResponse;
  try {
    response = await outbound.blob(url, range && SINGLE_RANGE.test(range) ? range : undefined);
  } catch (error) {
    throw outboundFailure(error, '下载失败');
  }
  const mime = mimeOf(response.headers['content-type']) || 'application/octet-stream';
  const refusal =
    response.status === 416
      ? new DomainError(416, '下载失败：请求的范围超出文件大小')
      : response.status !== 200 && response.status !== 206
        ? new DomainError(502, '下载失败：链接无法打开，请检查链接是否正确')
        : !isMedia(mime)
          ? new DomainError(415, '下载失败：该链接不是视频、音频或图片文件')
          : fileSize(response) > outbound.blobMaxBytes
            ? new DomainError(413, '下载失败：内容超过大小上限')
            : null;
  if (refusal) {
    response.body.destroy();
    throw refusal;
  }
  const headers: Record<string, string> = {
    'content-type': response.headers['content-type'] ?? mime,
    'cache-control': 'private, no-store',
    // Whatever the bytes are, the browser neither sniffs them into a page nor runs anything from them.
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'",
  };
  for (const name of PASSED_BACK) {
    const value = response.headers[name];
    if (value) headers[name] = value;
  }
  return { status: response.status as 200 | 206, headers, body: response.body };
}

/** The whole file's size a partial reply names (`bytes 0-99/12345`); 0 when unknown. */
function fileSize(response: FetchedResponse): number {
  const total = /\/(\d+)$/.exec(response.headers['content-range'] ?? '')?.[1];
  return total ? Number(total) : 0;
}
