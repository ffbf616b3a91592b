import { describe, expect, it } from 'vitest';
import {
  BLOB_DOWNLOAD_IDLE,
  blobDownloadReducer,
  blobUrlRefusal,
  byteFraction,
  dispositionFileName,
  downloadFileName,
  formatBytes,
  isDownloading,
  isPlaylistType,
  isPlaylistUrl,
  proxyUrl,
} from './blobDownloadRules';

describe('blobUrlRefusal', () => {
  it('refuses nothing typed (视频链接为空，无法下载), blob: URLs and non-http links', () => {
    expect(blobUrlRefusal('')).toBe('empty');
    expect(blobUrlRefusal('   ')).toBe('empty');
    expect(blobUrlRefusal('blob:https://www.example.com/2b1c-…')).toBe('blobScheme');
    expect(blobUrlRefusal('ftp://example.com/a.mp4')).toBe('invalid');
    expect(blobUrlRefusal('example.com/a.mp4')).toBe('invalid');
    expect(blobUrlRefusal('https://exa mple.com/a.mp4')).toBe('invalid');
  });

  it('takes http(s) links, trimmed', () => {
    expect(blobUrlRefusal(' https://cdn.example.com/v/a.mp4?t=1 ')).toBeNull();
    expect(blobUrlRefusal('http://cdn.example.com/live/index.m3u8')).toBeNull();
  });
});

describe('playlists', () => {
  it('knows an m3u8 by its path, whatever the query', () => {
    expect(isPlaylistUrl('https://cdn.example.com/live/index.m3u8')).toBe(true);
    expect(isPlaylistUrl('https://cdn.example.com/live/INDEX.M3U8?token=abc')).toBe(true);
    expect(isPlaylistUrl('https://cdn.example.com/video.mp4?list=a.m3u8')).toBe(false);
    expect(isPlaylistUrl('not a url')).toBe(false);
  });

  it('knows a playlist reply by its type', () => {
    expect(isPlaylistType('application/vnd.apple.mpegurl')).toBe(true);
    expect(isPlaylistType('audio/x-mpegURL; charset=utf-8')).toBe(true);
    expect(isPlaylistType('video/mp4')).toBe(false);
    expect(isPlaylistType(null)).toBe(false);
  });
});

describe('proxyUrl', () => {
  it('puts the encoded media URL on the proxy path of the API origin', () => {
    expect(
      proxyUrl('https://api.example.com/', '/api/tools/blob/fetch', 'https://cdn.example.com/a b.mp4?x=1&y=2'),
    ).toBe(
      'https://api.example.com/api/tools/blob/fetch?url=https%3A%2F%2Fcdn.example.com%2Fa%20b.mp4%3Fx%3D1%26y%3D2',
    );
    expect(proxyUrl('', '/api/tools/blob/fetch', 'https://cdn.example.com/a.mp4')).toBe(
      '/api/tools/blob/fetch?url=https%3A%2F%2Fcdn.example.com%2Fa.mp4',
    );
  });
});

describe('file names', () => {
  it('reads Content-Disposition, the UTF-8 form first', () => {
    expect(dispositionFileName(`attachment; filename="a.mp4"; filename*=UTF-8''%E6%97%85%E8%A1%8C.mp4`)).toBe(
      '旅行.mp4',
    );
    expect(dispositionFileName('attachment; filename="clip.mov"')).toBe('clip.mov');
    expect(dispositionFileName(null)).toBeNull();
  });

  it('takes the last path segment, decoded, else the type tells the extension', () => {
    expect(downloadFileName('https://cdn.example.com/v/%E6%97%85%E8%A1%8C.mp4?t=1')).toBe('旅行.mp4');
    expect(downloadFileName('https://cdn.example.com/v/abc', { contentType: 'video/webm' })).toBe('abc.webm');
    expect(downloadFileName('https://cdn.example.com/', { contentType: 'video/quicktime' })).toBe('video.mov');
    expect(downloadFileName('https://cdn.example.com/v/a:b.mp4')).toBe('a_b.mp4');
    expect(downloadFileName('https://cdn.example.com/v/abc', { disposition: 'attachment; filename="节目.mp4"' })).toBe(
      '节目.mp4',
    );
  });

  it('names an HLS download as one MP4 after its playlist', () => {
    expect(downloadFileName('https://cdn.example.com/live/show.m3u8?token=1', { playlist: true })).toBe('show.mp4');
    expect(downloadFileName('https://cdn.example.com/', { playlist: true })).toBe('video.mp4');
  });
});

describe('progress', () => {
  it('is the received share of the announced length, unknown without one', () => {
    expect(byteFraction(50, 200)).toBe(0.25);
    expect(byteFraction(300, 200)).toBe(1);
    expect(byteFraction(50, null)).toBeNull();
    expect(byteFraction(50, 0)).toBeNull();
  });

  it('formats byte counts', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(23.4 * 1024 * 1024)).toBe('23.4 MB');
    expect(formatBytes(150 * 1024 * 1024)).toBe('150 MB');
  });
});

describe('blobDownloadReducer', () => {
  const started = blobDownloadReducer(BLOB_DOWNLOAD_IDLE, { type: 'start', url: 'https://a/b.mp4', playlist: false });

  it('follows a direct file by its bytes', () => {
    expect(started).toMatchObject({ status: 'downloading', percent: 0 });
    expect(isDownloading(started)).toBe(true);
    expect(blobDownloadReducer(started, { type: 'bytes', received: 30, total: 120 })).toMatchObject({ percent: 25 });
    expect(blobDownloadReducer(started, { type: 'bytes', received: 30, total: null })).toMatchObject({
      percent: null,
      received: 30,
    });
  });

  it('follows a playlist by its share, then merges', () => {
    const playlist = blobDownloadReducer(started, { type: 'playlist' });
    expect(playlist).toMatchObject({ playlist: true });
    const half = blobDownloadReducer(playlist, { type: 'fraction', fraction: 0.5 });
    expect(half).toMatchObject({ percent: 50 });
    expect(blobDownloadReducer(half, { type: 'fraction', fraction: 0.4 })).toBe(half);
    const merging = blobDownloadReducer(half, { type: 'merging' });
    expect(merging).toMatchObject({ status: 'merging', percent: 100 });
    expect(blobDownloadReducer(merging, { type: 'done', fileName: 'b.mp4', size: 9 })).toMatchObject({
      status: 'done',
      fileName: 'b.mp4',
    });
  });

  it('records a failure and ignores events out of turn', () => {
    const failed = blobDownloadReducer(started, { type: 'fail', failure: { kind: 'noFile' } });
    expect(failed).toMatchObject({ status: 'failed', failure: { kind: 'noFile' } });
    expect(blobDownloadReducer(failed, { type: 'bytes', received: 1, total: 2 })).toBe(failed);
    expect(blobDownloadReducer(BLOB_DOWNLOAD_IDLE, { type: 'done', fileName: 'x', size: 1 })).toBe(BLOB_DOWNLOAD_IDLE);
    expect(blobDownloadReducer(failed, { type: 'reset' })).toBe(BLOB_DOWNLOAD_IDLE);
  });
});
