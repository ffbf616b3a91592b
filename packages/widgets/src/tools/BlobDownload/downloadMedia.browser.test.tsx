import { routes } from '@dubkit/sdk-core';
import { BlobSource, Input, MP4 } from 'mediabunny';
import { describe, expect, test } from 'vitest';
import { BLOB_URLS, blobFetchHandlers, FILE_BYTES, MISSING_MESSAGE } from '../../testing/tools/blobDownloadHandlers';
import { handlerFetch } from '../../testing/withDubKit';
import { BlobDownloadError, type BlobProxy, downloadMedia } from './downloadMedia';

// Real Chromium: the proxy answered by the story handlers in-process (Range, envelopes, an HLS stream muxed in the page).
const proxy = (token: string | null = 'story-token'): BlobProxy => ({
  baseUrl: '',
  path: routes.tools.blobFetch.path,
  fetch: handlerFetch(blobFetchHandlers(), 'notFound'),
  getToken: () => token,
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof BlobDownloadError ? error.failure : error),
  );

describe('downloadMedia', () => {
  test('a direct file arrives whole through the proxy, with byte progress and its name', async () => {
    const progress: [number, number | null][] = [];
    const file = await downloadMedia(BLOB_URLS.file, proxy(), { onBytes: (r, t) => progress.push([r, t]) });
    expect(file.fileName).toBe('旅行.mp4');
    expect(file.blob.size).toBe(FILE_BYTES);
    expect(progress.at(-1)).toEqual([FILE_BYTES, FILE_BYTES]);
  });

  test('an HLS playlist becomes one MP4 (remuxed, not re-encoded) with rising progress', async () => {
    const fractions: number[] = [];
    let playlist = false;
    let merging = false;
    const file = await downloadMedia(BLOB_URLS.playlist, proxy(), {
      onPlaylist: () => {
        playlist = true;
      },
      onFraction: (fraction) => fractions.push(fraction),
      onMerging: () => {
        merging = true;
      },
    });
    expect(playlist && merging).toBe(true);
    expect(file.fileName).toBe('show.mp4');
    expect(fractions.length).toBeGreaterThan(0);
    const input = new Input({ source: new BlobSource(file.blob), formats: [MP4] });
    const video = await input.getPrimaryVideoTrack();
    expect(await video?.getCodec()).toBe('avc');
    expect(await input.computeDuration()).toBeGreaterThan(2.5);
    input.dispose();
  });

  test('the proxy refusal is told as it is; an empty file is 文件地址为空', async () => {
    expect(await failureOf(downloadMedia(BLOB_URLS.missing, proxy()))).toEqual({
      kind: 'server',
      message: MISSING_MESSAGE,
    });
    expect(await failureOf(downloadMedia(BLOB_URLS.empty, proxy()))).toEqual({ kind: 'noFile' });
    expect(await failureOf(downloadMedia(BLOB_URLS.brokenPlaylist, proxy()))).toEqual({
      kind: 'server',
      message: MISSING_MESSAGE,
    });
  });

  test('every request carries the bearer token', async () => {
    expect(await failureOf(downloadMedia(BLOB_URLS.file, proxy(null)))).toEqual({
      kind: 'server',
      message: '请先登录您的账号！',
    });
  });

  test('cancel stops a stalled download with an AbortError', async () => {
    const controller = new AbortController();
    const pending = downloadMedia(BLOB_URLS.stalled, proxy(), {
      signal: controller.signal,
      onBytes: (received) => {
        if (received > 0) controller.abort();
      },
    });
    const error = await pending.catch((caught: unknown) => caught);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
