import type { AsrTask } from '@dubkit/sdk-core';
import { ASR_FILE_SIZE_REFUSAL, ASR_MAX_FILE_BYTES } from '@dubkit/sdk-core/speech-to-text';
import { firstUrlIn } from '@dubkit/sdk-core/tools';
import type { AsrTaskRow } from '../../db/schema';
import { type FetchedResponse, FetchRefused } from '../../net/safeFetch';
import type { FileStorage } from '../../storage/files';
import type { ServerContext } from '../context';
import { badRequest } from '../errors';
import { mimeOf } from '../tools/declaredMedia';
import { outboundFailure, type ToolsOutbound } from '../tools/outbound';
import { resolveShareLink } from '../tools/videoExtraction';
import { asrTaskView, queueAsrTask } from './tasks';

const TITLE_MAX_LENGTH = 100;
const HLS = new Set(['application/vnd.apple.mpegurl', 'application/x-mpegurl']);
const EXTENSIONS: Readonly<Record<string, string>> = {
  'audio/mpeg': '.mp3',
  'audio/wav': '.wav',
  'audio/x-wav': '.wav',
  'video/mp4': '.mp4',
  'audio/mp4': '.m4a',
  'audio/x-m4a': '.m4a',
  'video/quicktime': '.mov',
};

/** A failure of the job that another attempt cannot mend (the task fails at once with the message). */
export class AsrTaskRefused extends Error {
  override name = 'AsrTaskRefused';
}

/**
 * A shared video for speech-to-text: the link is resolved now, so a link that leads nowhere is refused at once in
 * the reply (the resolver's messages); its media is downloaded, measured and transcribed by the task, since a
 * download of up to 100 MB may outlast the request and is retried there when the network fails.
 */
export async function queueShareLink(
  ctx: ServerContext,
  outbound: ToolsOutbound,
  userId: number,
  shareText: string,
): Promise<AsrTask> {
  const link = firstUrlIn(shareText);
  if (!link) throw badRequest('请输入视频分享链接');
  const resolved = await resolveShareLink(outbound, link);
  const mediaUrl = resolved.video?.url ?? resolved.music;
  if (!mediaUrl) throw badRequest('未能从该链接解析出视频');
  const row = await queueAsrTask(ctx, {
    userId,
    title: resolved.title.trim().slice(0, TITLE_MAX_LENGTH) || '分享视频',
    source: 'link',
    mediaKey: null,
    mediaUrl,
    durationMs: null,
  });
  return asrTaskView(row);
}

/**
 * Downloads a link task's media into the media storage through the SSRF-safe fetcher, capped at the upload limit
 * (under 100 MB) as it streams; the key is the task's own, so a retry overwrites. Returns the key.
 */
export async function downloadLinkMedia(
  outbound: ToolsOutbound,
  media: FileStorage,
  task: AsrTaskRow,
  signal: AbortSignal,
): Promise<string> {
  let response: FetchedResponse;
  try {
    response = await outbound.blob(task.media_url ?? '', undefined, ASR_MAX_FILE_BYTES - 1);
  } catch (error) {
    throw downloadFailure(error);
  }
  const mime = mimeOf(response.headers['content-type']);
  const refusal =
    response.status !== 200
      ? '下载失败：链接无法打开，请检查链接是否正确'
      : HLS.has(mime)
        ? '暂不支持直播流（m3u8）视频的转写'
        : null;
  if (refusal) {
    response.body.destroy();
    // A server error may pass; a missing or refused file will not.
    if (response.status >= 500) throw new Error(refusal);
    throw new AsrTaskRefused(refusal);
  }
  const key = `asr/${task.user_id}/${task.code}/media${EXTENSIONS[mime] ?? ''}`;
  const stop = () => response.body.destroy(signal.reason);
  signal.addEventListener('abort', stop, { once: true });
  try {
    await media.putStream(key, response.body);
  } catch (error) {
    signal.throwIfAborted();
    throw downloadFailure(error);
  } finally {
    signal.removeEventListener('abort', stop);
  }
  return key;
}

/** Over the size cap, a refused address or scheme: final; a timeout or a network failure: worth another attempt. */
function downloadFailure(error: unknown): Error {
  if (error instanceof FetchRefused && error.failure === 'too-large') return new AsrTaskRefused(ASR_FILE_SIZE_REFUSAL);
  const failure = outboundFailure(error, '下载失败');
  const message = failure instanceof Error ? failure.message : String(failure);
  if (error instanceof FetchRefused && ['scheme', 'address', 'redirects'].includes(error.failure))
    return new AsrTaskRefused(message);
  return failure instanceof Error ? failure : new Error(message);
}
