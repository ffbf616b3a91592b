// Story handlers of the media proxy (contract tools.blobFetch): small media made in the browser, served with Range.
import { routes } from '@dubkit/sdk-core';
import { delay, HttpResponse, http } from 'msw';
import { fail } from '../mock';

export const BLOB_URLS = {
  /** A direct file that arrives whole, in chunks, with its Content-Length. */
  file: 'https://media.example.com/clips/%E6%97%85%E8%A1%8C.mp4',
  /** A direct file that stops arriving half-way (the progress story). */
  stalled: 'https://media.example.com/clips/replay.mp4',
  /** The origin answers nothing: the resolved file is empty. */
  empty: 'https://media.example.com/clips/empty.mp4',
  /** The proxy refuses: the origin has no such file. */
  missing: 'https://media.example.com/clips/missing.mp4',
  /** An HLS master playlist over MPEG-TS segments (H.264), made with mediabunny's HLS muxer. */
  playlist: 'https://cdn.example.com/live/show.m3u8',
  /** A playlist whose segments the proxy refuses. */
  brokenPlaylist: 'https://cdn.example.com/broken/show.m3u8',
} as const;

export const FILE_BYTES = 256 * 1024;
export const MISSING_MESSAGE = '源站返回 404，视频不存在或已过期';

const fileBytes = () => {
  const bytes = new Uint8Array(FILE_BYTES);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) & 0xff;
  return bytes;
};

/** A reply of `bytes` honouring `Range: bytes=a-b`, in a few chunks so progress can be seen. */
function rangedReply(request: Request, bytes: Uint8Array, contentType: string) {
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.get('range') ?? '');
  const start = range ? Number(range[1]) : 0;
  const end = range?.[2] ? Math.min(Number(range[2]) + 1, bytes.length) : bytes.length;
  const body = bytes.slice(start, end);
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Content-Length': String(body.length),
    'Accept-Ranges': 'bytes',
  };
  if (range) headers['Content-Range'] = `bytes ${start}-${Math.max(start, end - 1)}/${bytes.length}`;
  return new HttpResponse(body, { status: range ? 206 : 200, headers });
}

/** A body that sends `share` of `bytes` and then waits forever: a download caught mid-way. */
function stalledReply(bytes: Uint8Array, share: number) {
  const sent = Math.floor(bytes.length * share);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, sent));
    },
  });
  return new HttpResponse(stream, {
    headers: { 'Content-Type': 'video/mp4', 'Content-Length': String(bytes.length) },
  });
}

let hlsFiles: Promise<Map<string, { bytes: Uint8Array; type: string }>> | null = null;

/** Three seconds of H.264 as an HLS master playlist, a media playlist and 1-second MPEG-TS segments. */
export function hlsFixture(base = BLOB_URLS.playlist) {
  hlsFiles ??= (async () => {
    const mb = await import('mediabunny');
    const files = new Map<string, { bytes: Uint8Array; type: string }>();
    const targets = new Map<string, { target: InstanceType<typeof mb.BufferTarget>; type: string }>();
    const root = new URL(base);
    const output = new mb.Output({
      format: new mb.HlsOutputFormat({ segmentFormat: new mb.MpegTsOutputFormat(), targetDuration: 1 }),
      target: new mb.PathedTarget(root.pathname.split('/').at(-1) ?? 'show.m3u8', ({ path, mimeType }) => {
        const target = new mb.BufferTarget();
        targets.set(path, { target, type: mimeType });
        return target;
      }),
    });
    const canvas = new OffscreenCanvas(64, 48);
    const context = canvas.getContext('2d');
    const source = new mb.CanvasSource(canvas, { codec: 'avc', bitrate: 100_000, keyFrameInterval: 1 });
    output.addVideoTrack(source, { frameRate: 5 });
    await output.start();
    for (let frame = 0; frame < 15; frame++) {
      if (context) {
        context.fillStyle = `hsl(${frame * 24} 70% 50%)`;
        context.fillRect(0, 0, 64, 48);
      }
      await source.add(frame / 5, 1 / 5);
    }
    source.close();
    await output.finalize();
    for (const [path, { target, type }] of targets) {
      if (target.buffer) files.set(new URL(path, root).href, { bytes: new Uint8Array(target.buffer), type });
    }
    return files;
  })();
  return hlsFiles;
}

export interface BlobFetchHandlerOptions {
  /** Holds every reply back, e.g. to see the HLS progress. */
  delayMs?: number;
}

/** The proxy as the server answers it: media bytes (with Range), or an error envelope. */
export function blobFetchHandlers({ delayMs }: BlobFetchHandlerOptions = {}) {
  return [
    http.get(routes.tools.blobFetch.path, async ({ request }) => {
      if (delayMs) await delay(delayMs);
      const url = new URL(request.url).searchParams.get('url') ?? '';
      if (!url) return HttpResponse.json(fail(400, '视频链接为空，无法下载'));
      if (!request.headers.get('authorization')) return HttpResponse.json(fail(401, '请先登录您的账号！'));
      if (url === BLOB_URLS.file) return rangedReply(request, fileBytes(), 'video/mp4');
      if (url === BLOB_URLS.stalled) return stalledReply(fileBytes(), 0.5);
      if (url === BLOB_URLS.empty) return new HttpResponse(null, { headers: { 'Content-Length': '0' } });
      if (url === BLOB_URLS.missing) return HttpResponse.json(fail(502, MISSING_MESSAGE));
      if (url.startsWith('https://cdn.example.com/live/')) {
        const files = await hlsFixture();
        const file = files.get(url);
        if (file) return rangedReply(request, file.bytes, file.type);
      }
      if (url.startsWith('https://cdn.example.com/broken/')) {
        if (url === BLOB_URLS.brokenPlaylist) {
          const master = (await hlsFixture()).get(BLOB_URLS.playlist);
          if (master) return rangedReply(request, master.bytes, master.type);
        }
        return HttpResponse.json(fail(502, MISSING_MESSAGE));
      }
      return HttpResponse.json(fail(502, MISSING_MESSAGE));
    }),
  ];
}
