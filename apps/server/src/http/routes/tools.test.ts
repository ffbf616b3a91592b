import { randomBytes } from 'node:crypto';
import type { VideoParseResult } from '@dubkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FixtureHandler,
  type FixtureSite,
  htmlPage,
  mediaFile,
  redirectTo,
  startFixtureSite,
} from '../../testing/fixtureSite';
import { databaseTargets, loginNewUser, startServer, type TestServer } from '../../testing/harness';

const head = (tags: string) =>
  `<!doctype html><html><head><title>页面标题</title>${tags}</head><body>正文</body></html>`;
const clip = randomBytes(100_000);
const big = randomBytes(400_000);
const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\nsegment0.ts\n#EXT-X-ENDLIST\n';
// 你好 in GBK, the way many Chinese pages are still encoded.
const gbkPage = Buffer.concat([
  Buffer.from('<html><head><meta charset="gbk"><meta property="og:title" content="'),
  Buffer.from([0xc4, 0xe3, 0xba, 0xc3]),
  Buffer.from('"><meta property="og:video" content="/media/clip.mp4"></head></html>'),
]);

/** The response /media/held keeps open after its first chunk: ended by `release`, or seen to close. */
let held = { release: () => {}, closed: Promise.resolve() };

const routes: Record<string, FixtureHandler> = {
  '/og-video': htmlPage(
    head(`
      <meta property="og:title" content="春日小城 &amp; 柳树">
      <meta property="og:image" content="/covers/spring.jpg">
      <meta property="og:video" content="http://cdn.example.com/spring.mp4">
      <meta property="og:video:secure_url" content="https://cdn.example.com/spring.mp4">
      <meta property="og:video:type" content="video/mp4">
      <meta property="og:video:width" content="1280">
      <meta property="og:video:height" content="720">
      <meta property="og:audio" content="/media/bgm.mp3">
      <meta name="author" content="小城故事">`),
  ),
  '/player-card': htmlPage(
    head(`
      <meta property="og:video" content="https://player.example.com/embed/42">
      <meta property="og:video:type" content="text/html">
      <meta name="twitter:title" content="卡片视频">
      <meta name="twitter:player:stream" content="https://cdn.example.com/42.m3u8">
      <meta name="twitter:image" content="https://cdn.example.com/42.jpg">`),
  ),
  '/gallery': htmlPage(
    head(`
      <meta property="og:title" content="三张图">
      <meta property="og:image" content="https://img.example.com/1.jpg">
      <meta property="og:image" content="https://img.example.com/2.jpg">
      <meta property="og:image" content="/3.jpg">`),
  ),
  '/json-ld': htmlPage(
    head(`
      <link rel="alternate" type="application/json+oembed" href="/oembed-unused">
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[
        {"@type":"WebPage","name":"不是它"},
        {"@type":["VideoObject"],"name":"结构化视频","contentUrl":"/media/clip.mp4",
         "thumbnailUrl":["https://img.example.com/thumb.jpg"],
         "author":{"@type":"Person","name":"作者甲","image":{"url":"https://img.example.com/a.jpg"}},
         "width":{"@type":"QuantitativeValue","value":1920},"height":"1080"}]}</script>`),
  ),
  '/oembed-page': htmlPage(
    head(`
      <meta property="og:image" content="https://img.example.com/only.jpg">
      <link rel="alternate" type="application/json+oembed" href="/oembed.json?id=7">`),
  ),
  '/oembed.json': (_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        type: 'photo',
        title: '一张照片',
        author_name: '摄影师',
        url: 'https://img.example.com/photo.jpg',
      }),
    ),
  '/article': htmlPage(head('<meta property="og:title" content="文章"><meta property="og:image" content="/t.jpg">')),
  '/gbk': htmlPage(gbkPage, 'text/html'),
  '/r1': redirectTo('/r2', 301),
  '/r2': redirectTo('/r3', 307),
  '/r3': redirectTo('/og-video'),
  ...Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`/loop${i}`, redirectTo(`/loop${i + 1}`)])),
  '/to-metadata': redirectTo('http://169.254.169.254/latest/meta-data/'),
  '/to-private': redirectTo('http://10.0.0.1/admin'),
  '/to-mapped': redirectTo('http://[::ffff:192.168.1.1]/'),
  '/to-file': redirectTo('file:///etc/passwd'),
  '/to-ftp': redirectTo('ftp://ftp.example.com/video.mp4'),
  '/huge': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<html><head>${'<meta name="x" content="y">'.repeat(120_000)}</head></html>`);
  },
  '/slow': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<html><head>');
  },
  '/media/clip.mp4': mediaFile(clip, 'video/mp4'),
  '/media/big.bin': mediaFile(big, 'application/octet-stream'),
  '/media/big-chunked': (_request, response) => {
    response.writeHead(200, { 'content-type': 'video/mp4' });
    response.end(big);
  },
  '/media/held': (_request, response) => {
    response.writeHead(200, { 'content-type': 'video/mp2t' });
    response.write(clip.subarray(0, 65_536));
    held = {
      release: () => response.end(clip.subarray(65_536)),
      closed: new Promise((resolve) => response.once('close', () => resolve())),
    };
  },
  '/live/index.m3u8': htmlPage(playlist, 'application/vnd.apple.mpegurl'),
  '/live/plain.m3u8': htmlPage(playlist, 'text/plain; charset=utf-8'),
  '/media/logo.svg': htmlPage(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    'image/svg+xml',
  ),
};

describe.each(databaseTargets())('video extraction and blob download ($name)', (target) => {
  let site: FixtureSite;
  /** Its fetcher admits loopback, so the fixture site stands in for other people's websites. */
  let server: TestServer;
  /** The production fetcher: loopback refused like any other private address. */
  let strict: TestServer;
  let token: string;
  let strictToken: string;

  beforeAll(async () => {
    site = await startFixtureSite(routes);
    server = await startServer(target, {
      speech: false,
      tools: { allowLoopback: true, pageTimeoutMs: 1500, blobTimeoutMs: 1500, blobMaxBytes: 300_000 },
    });
    strict = await startServer(target, { speech: false });
    token = (await loginNewUser(server)).token;
    strictToken = (await loginNewUser(strict)).token;
  });
  afterAll(async () => {
    await Promise.all([server?.close(), strict?.close()]);
    await site?.close();
  });

  async function answer(on: TestServer, as: string) {
    const image = await on.call<string>('GET', '/api/tools/rwm/v2/captcha', { token: as });
    expect(image.body.data).toMatch(/^data:image\/svg\+xml;base64,/);
    return (await on.call<string>('GET', '/api/dev/captcha/rwm', { token: as })).body.data;
  }

  async function parse(shareUrl: string, on = server, as = token) {
    const captcha = await answer(on, as);
    return on.call<VideoParseResult>('GET', '/api/tools/rwm/v2/parse', { token: as, query: { shareUrl, captcha } });
  }

  const blob = (url: string, headers: Record<string, string> = {}, on = server, as = token) => {
    const address = new URL('/api/tools/blob/fetch', on.base);
    address.searchParams.set('url', url);
    return fetch(address, { headers: { authorization: `Bearer ${as}`, ...headers } });
  };

  it('reads an OpenGraph video page out of share text, through a chain of three redirects', async () => {
    const shareText = `3.82 复制打开抖音，看看【小城故事的作品】春天来了 ${site.url('/r1')} 你好，复制此链接…`;
    const { status, body } = await parse(shareText);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      mediaType: 1,
      title: '春日小城 & 柳树',
      cover: site.url('/covers/spring.jpg'),
      author: '小城故事',
      avatar: '',
      video: { url: 'https://cdn.example.com/spring.mp4', width: 1280, height: 720 },
      image: [],
      music: site.url('/media/bgm.mp3'),
    });
  });

  it('reads a Twitter player stream when og:video is an embedded player page', async () => {
    const { body } = await parse(site.url('/player-card'));
    expect(body.data).toMatchObject({
      mediaType: 1,
      title: '卡片视频',
      cover: 'https://cdn.example.com/42.jpg',
      video: { url: 'https://cdn.example.com/42.m3u8', width: 0, height: 0 },
    });
  });

  it('reads a JSON-LD VideoObject, its author and sizes, without the oEmbed document it does not need', async () => {
    const { body } = await parse(`看看这个 ${site.url('/json-ld')}`);
    expect(body.data).toEqual({
      mediaType: 1,
      title: '结构化视频',
      cover: 'https://img.example.com/thumb.jpg',
      author: '作者甲',
      avatar: 'https://img.example.com/a.jpg',
      video: { url: site.url('/media/clip.mp4'), width: 1920, height: 1080 },
      image: [],
      music: null,
    });
  });

  it('answers an image set for several og:image and no video, and for an oEmbed photo', async () => {
    const gallery = await parse(site.url('/gallery'));
    expect(gallery.body.data).toMatchObject({
      mediaType: 2,
      title: '三张图',
      cover: 'https://img.example.com/1.jpg',
      video: null,
      image: ['https://img.example.com/1.jpg', 'https://img.example.com/2.jpg', site.url('/3.jpg')],
    });
    const photo = await parse(site.url('/oembed-page'));
    expect(photo.body.data).toMatchObject({
      mediaType: 2,
      title: '一张照片',
      author: '摄影师',
      cover: 'https://img.example.com/only.jpg',
      image: ['https://img.example.com/photo.jpg', 'https://img.example.com/only.jpg'],
    });
  });

  it('answers a direct media link as itself, and reads a GBK page in its encoding', async () => {
    const direct = await parse(site.url('/media/clip.mp4'));
    expect(direct.body.data).toMatchObject({
      mediaType: 1,
      title: 'clip.mp4',
      video: { url: site.url('/media/clip.mp4'), width: 0, height: 0 },
    });
    const gbk = await parse(site.url('/gbk'));
    expect(gbk.body.data).toMatchObject({ title: '你好', video: { url: site.url('/media/clip.mp4') } });
  });

  it('says clearly when there is no link, nothing recognisable, or the page fails', async () => {
    expect((await parse('复制打开抖音，看看【作品】没有链接')).body).toMatchObject({
      code: 400,
      message: '请输入正确的视频链接',
    });
    expect((await parse(site.url('/article'))).body).toMatchObject({ code: 400, message: '未能从该链接解析出视频' });
    expect((await parse(site.url('/missing'))).body).toMatchObject({
      code: 502,
      message: '解析失败：链接无法打开，请检查链接是否正确',
    });
  });

  it('draws the captcha large enough to read: 168×56 with six dark glyphs', async () => {
    const image = await server.call<string>('GET', '/api/tools/rwm/v2/captcha', { token });
    const svg = Buffer.from(image.body.data.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*width="168" height="56"/);
    // Glyphs in near-black greys (#000 to #444), one line of noise.
    expect(svg.match(/<path fill="#[0-4]{3}"/g)).toHaveLength(6);
    expect(svg.match(/fill="none"/g)).toHaveLength(1);
  });

  it('requires the captcha, keeps it through links that are mistyped or fail, and spends it on a parse or a wrong answer', async () => {
    const url = site.url('/media/clip.mp4');
    const parseWith = async (shareUrl: string, captcha: string) =>
      (await server.call('GET', '/api/tools/rwm/v2/parse', { token, query: { shareUrl, captcha } })).body;
    const missing = await server.call('GET', '/api/tools/rwm/v2/parse', { token, query: { shareUrl: url } });
    expect(missing.body).toMatchObject({ code: 400, message: '请输入验证码' });

    const captcha = await answer(server, token);
    expect((await parseWith('没有链接', captcha)).message).toBe('请输入正确的视频链接');
    expect((await parseWith(site.url('/article'), captcha)).message).toBe('未能从该链接解析出视频');
    expect(await parseWith(url, captcha)).toMatchObject({ code: 200, data: { title: 'clip.mp4' } });
    expect((await parseWith(url, captcha)).message).toBe('验证码错误');

    const next = await answer(server, token);
    expect(await parseWith(url, 'zzzzzz')).toMatchObject({ code: 400, message: '验证码错误' });
    expect((await parseWith(url, next)).message).toBe('验证码错误');

    // Captchas are per user: another user's answer is not this one's.
    const other = await loginNewUser(server);
    const theirs = await answer(server, other.token);
    await answer(server, token);
    const crossed = await server.call('GET', '/api/tools/rwm/v2/parse', {
      token,
      query: { shareUrl: url, captcha: theirs },
    });
    expect(crossed.body.message).toBe('验证码错误');
  });

  it('lets one right answer past at most five times, even when the checks arrive at once', async () => {
    const captcha = await answer(server, token);
    const replies = await Promise.all(
      Array.from(
        { length: 8 },
        async () =>
          (
            await server.call('GET', '/api/tools/rwm/v2/parse', {
              token,
              query: { shareUrl: site.url('/article'), captcha },
            })
          ).body.message,
      ),
    );
    expect(replies.filter((message) => message === '未能从该链接解析出视频')).toHaveLength(5);
    expect(replies.filter((message) => message === '验证码错误')).toHaveLength(3);
  });

  it('serves the older POST /api/tools/rwm the same way', async () => {
    const captcha = await answer(server, token);
    const { body } = await server.call<VideoParseResult>('POST', '/api/tools/rwm', {
      token,
      body: { url: `分享 ${site.url('/gallery')}`, captcha },
    });
    expect(body.data.image).toHaveLength(3);
  });

  it('is for logged-in users only', async () => {
    for (const [method, path] of [
      ['GET', '/api/tools/rwm/v2/captcha'],
      ['GET', '/api/tools/rwm/v2/parse?shareUrl=x&captcha=y'],
      ['POST', '/api/tools/rwm'],
      ['GET', `/api/tools/blob/fetch?url=${encodeURIComponent(site.url('/media/clip.mp4'))}`],
    ] as const) {
      const response = await server.call(method, path, method === 'POST' ? { body: { url: 'x', captcha: 'y' } } : {});
      expect(response.status, path).toBe(401);
    }
  });

  it('refuses private, loopback and metadata addresses however they are written (production fetcher)', async () => {
    const port = new URL(site.origin).port;
    for (const url of [
      `http://127.0.0.1:${port}/og-video`,
      `http://2130706433:${port}/og-video`,
      `http://0x7f.1:${port}/og-video`,
      `http://017700000001:${port}/og-video`,
      `http://[::1]:${port}/og-video`,
      `http://[::ffff:127.0.0.1]:${port}/og-video`,
      `http://localhost:${port}/og-video`,
      `http://0.0.0.0:${port}/og-video`,
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://100.100.100.200/latest/meta-data/',
      'http://192.168.1.1/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
    ]) {
      const { status, body } = await parse(url, strict, strictToken);
      expect({ url, status, message: body.message }).toEqual({
        url,
        status: 400,
        message: '解析失败：该链接指向内部网络地址，不允许访问',
      });
    }
  });

  it('checks every redirect hop and caps redirects, size and time', async () => {
    const refusals: Array<[string, number, string]> = [
      ['/to-metadata', 400, '解析失败：该链接指向内部网络地址，不允许访问'],
      ['/to-private', 400, '解析失败：该链接指向内部网络地址，不允许访问'],
      ['/to-mapped', 400, '解析失败：该链接指向内部网络地址，不允许访问'],
      ['/to-file', 400, '解析失败：仅支持 http 或 https 链接'],
      ['/to-ftp', 400, '解析失败：仅支持 http 或 https 链接'],
      ['/loop0', 400, '解析失败：链接跳转次数过多'],
      ['/huge', 413, '解析失败：内容超过大小上限'],
      ['/slow', 504, '解析失败：连接超时，请稍后再试'],
    ];
    for (const [path, code, message] of refusals) {
      const { status, body } = await parse(site.url(path));
      expect({ path, status, message: body.message }).toEqual({ path, status: code, message });
    }
    // Five redirects are followed: /loop2 reaches /loop7, which does not exist.
    expect((await parse(site.url('/loop2'))).body.message).toBe('解析失败：链接无法打开，请检查链接是否正确');
  });

  it('streams a media file whole or by range, with its headers', async () => {
    const whole = await blob(site.url('/media/clip.mp4'));
    expect(whole.status).toBe(200);
    expect(Object.fromEntries(whole.headers)).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '100000',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.from(await whole.arrayBuffer()).equals(clip)).toBe(true);

    const part = await blob(site.url('/media/clip.mp4'), { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/100000');
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(100, 200))).toBe(true);

    const beyond = await blob(site.url('/media/clip.mp4'), { range: 'bytes=200000-' });
    expect(beyond.status).toBe(416);
    expect(await beyond.json()).toMatchObject({ code: 416, message: '下载失败：请求的范围超出文件大小' });
  });

  it('passes bytes on as they arrive instead of buffering the whole file', async () => {
    const response = await blob(site.url('/media/held'));
    const reader = response.body?.getReader();
    // The fixture holds the rest back until the first chunk has reached the client.
    const first = await reader?.read();
    expect(first?.value?.length).toBeGreaterThan(0);
    held.release();
    let total = first?.value?.length ?? 0;
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read())
      total += chunk.value.length;
    expect(total).toBe(clip.length);
  });

  it('stops fetching when the client goes away', async () => {
    const response = await blob(site.url('/media/held'));
    const reader = response.body?.getReader();
    await reader?.read();
    await reader?.cancel();
    await held.closed;
  });

  it('passes HLS playlists, whether typed as HLS or as plain text', async () => {
    for (const path of ['/live/index.m3u8', '/live/plain.m3u8']) {
      const response = await blob(site.url(path));
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(playlist);
    }
  });

  it('refuses pages, SVG, failed and oversized downloads, and private targets', async () => {
    const refusals: Array<[string, number, string, TestServer?, string?]> = [
      [site.url('/og-video'), 415, '下载失败：该链接不是视频、音频或图片文件'],
      [site.url('/media/logo.svg'), 415, '下载失败：该链接不是视频、音频或图片文件'],
      [site.url('/missing.mp4'), 502, '下载失败：链接无法打开，请检查链接是否正确'],
      [site.url('/media/big.bin'), 413, '下载失败：内容超过大小上限'],
      [site.url('/to-private'), 400, '下载失败：该链接指向内部网络地址，不允许访问'],
      [site.url('/to-file'), 400, '下载失败：仅支持 http 或 https 链接'],
      [site.url('/media/clip.mp4'), 400, '下载失败：该链接指向内部网络地址，不允许访问', strict, strictToken],
      ['http://169.254.169.254/latest/meta-data/', 400, '下载失败：该链接指向内部网络地址，不允许访问'],
    ];
    for (const [url, code, message, on, as] of refusals) {
      const response = await blob(url, {}, on, as);
      expect({ url, status: response.status, body: await response.json() }).toEqual({
        url,
        status: code,
        body: { code, message, data: null },
      });
    }
    const empty = await server.call('GET', '/api/tools/blob/fetch', { token, query: { url: '' } });
    expect(empty.body).toMatchObject({ code: 400, message: '视频链接为空，无法下载' });
    // A body with no Content-Length that outgrows the cap is cut as it streams.
    const chunked = await blob(site.url('/media/big-chunked'));
    expect(chunked.status).toBe(200);
    await expect(chunked.arrayBuffer()).rejects.toThrow();
  });
});

describe('video extraction rate limits', () => {
  it('count per user, not per address', async () => {
    const [target] = databaseTargets();
    if (!target) throw new Error('no database target');
    const server = await startServer(target, { speech: false, rateLimits: true });
    try {
      const first = await loginNewUser(server);
      const second = await loginNewUser(server);
      const captcha = (token: string) => server.call('GET', '/api/tools/rwm/v2/captcha', { token });
      for (let i = 0; i < 30; i++) expect((await captcha(first.token)).status).toBe(200);
      expect((await captcha(first.token)).body).toMatchObject({ code: 429 });
      expect((await captcha(second.token)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
