import type { VideoParseResult } from '@dubkit/sdk-core';
import { type FetchedResponse, readBody } from '../../net/safeFetch';
import { DomainError } from '../errors';
import type { ToolsOutbound } from './outbound';
import { decodePage, type PageDeclarations, readDeclarations } from './pageDeclarations';
import type { VideoSiteAdapter } from './videoSites';

const ACCEPT_PAGE = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';
const ACCEPT_OEMBED = 'application/json';
const HLS = new Set(['application/vnd.apple.mpegurl', 'application/x-mpegurl']);
const HTML = new Set(['text/html', 'application/xhtml+xml']);

/** A Content-Type without its parameters, lower-case. */
export const mimeOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const isVideoType = (mime: string) => mime.startsWith('video/') || HLS.has(mime);

/**
 * The generic adapter: a direct media link (Content-Type video/*, HLS or image/*), or a page read for what it
 * declares — OpenGraph, the Twitter player card, a JSON-LD VideoObject and its oEmbed document. Several images and
 * no video make an image set; a page with one image and no video is an article with a thumbnail, not recognised.
 */
export const declaredMedia: VideoSiteAdapter = {
  handles: () => true,
  async resolve(url, outbound) {
    const response = await outbound.page(url.href, ACCEPT_PAGE);
    const mime = mimeOf(response.headers['content-type']);
    const ok = response.status >= 200 && response.status < 300;
    // Only a page's body is read; a media file's is left unfetched.
    if (!ok || !HTML.has(mime)) response.body.destroy();
    // The page's status is no help to a creator; what to do next is.
    if (!ok) throw new DomainError(502, '解析失败：链接无法打开，请检查链接是否正确');
    if (isVideoType(mime)) return directMedia(response, 'video');
    if (mime.startsWith('image/')) return directMedia(response, 'image');
    if (!HTML.has(mime)) return null;
    const page = readDeclarations(decodePage(await readBody(response), response.headers['content-type']));
    return fromDeclarations(page, response.url, outbound);
  },
};

function directMedia(response: FetchedResponse, kind: 'video' | 'image'): VideoParseResult {
  return {
    mediaType: kind === 'video' ? 1 : 2,
    title: fileName(response.url),
    cover: kind === 'image' ? response.url : '',
    author: '',
    avatar: '',
    video: kind === 'video' ? { url: response.url, width: 0, height: 0 } : null,
    image: kind === 'image' ? [response.url] : [],
    music: null,
  };
}

function fileName(url: string): string {
  const name = new URL(url).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    // A stray % in the path: the name as written.
    return name;
  }
}

interface OEmbed {
  type?: string;
  title?: string;
  author_name?: string;
  thumbnail_url?: string;
  url?: string;
}

async function fromDeclarations(
  page: PageDeclarations,
  base: string,
  outbound: ToolsOutbound,
): Promise<VideoParseResult | null> {
  const meta = (...keys: string[]) => keys.flatMap((key) => page.meta.get(key) ?? []);
  const link = (value: unknown) => absolute(value, base);
  const videoObject = page.jsonLd.find((item) => [item['@type']].flat().includes('VideoObject')) ?? {};
  const person = [videoObject.author].flat()[0];

  // og:video may be an embedded player page (og:video:type text/html), which is no video file.
  const ogVideoType = meta('og:video:type')[0]?.toLowerCase();
  const ogVideos =
    !ogVideoType || isVideoType(ogVideoType) ? meta('og:video:secure_url', 'og:video:url', 'og:video') : [];
  const video = [...ogVideos, ...meta('twitter:player:stream'), ...[videoObject.contentUrl].flat()]
    .map(link)
    .find(Boolean);
  // og:image:secure_url repeats og:image over https; it counts only when a page gives nothing else.
  const ogImages = meta('og:image', 'og:image:url');
  const images = unique((ogImages.length ? ogImages : meta('og:image:secure_url')).map(link));

  let title = first(meta('og:title', 'twitter:title'), [text(videoObject.name)]);
  let author = first([nameOf(person)], meta('author'));
  let cover = first(
    images,
    meta('twitter:image', 'twitter:image:src').map(link),
    [videoObject.thumbnailUrl].flat().map(link),
  );
  let photo: string | undefined;
  // Only when the page leaves something for it to answer: one more fetch per parse.
  if (page.oembed && (!author || (!video && images.length < 2))) {
    const oembed = await readOEmbed(link(page.oembed), outbound);
    title = first([title], [text(oembed?.title)]);
    author = first([author], [text(oembed?.author_name)]);
    cover = first([cover], [link(oembed?.thumbnail_url)]);
    if (oembed?.type === 'photo') photo = link(oembed.url) || undefined;
  }
  title = first([title], [page.title]);

  const common = {
    title,
    author,
    avatar: link(imageOf(person)),
    music: meta('og:audio:secure_url', 'og:audio:url', 'og:audio').map(link).find(Boolean) ?? null,
  };
  if (video) {
    const width = dimension(meta('og:video:width')[0] ?? videoObject.width ?? meta('twitter:player:width')[0]);
    const height = dimension(meta('og:video:height')[0] ?? videoObject.height ?? meta('twitter:player:height')[0]);
    return { mediaType: 1, cover, ...common, video: { url: video, width, height }, image: [] };
  }
  const set = images.length >= 2 ? images : photo ? unique([photo, ...images]) : [];
  if (!set.length) return null;
  return { mediaType: 2, cover: cover || (set[0] ?? ''), ...common, video: null, image: set };
}

async function readOEmbed(url: string, outbound: ToolsOutbound): Promise<OEmbed | null> {
  if (!url) return null;
  let response: FetchedResponse | undefined;
  try {
    response = await outbound.page(url, ACCEPT_OEMBED);
    if (response.status !== 200) return null;
    const value: unknown = JSON.parse((await readBody(response)).toString('utf8'));
    return value && typeof value === 'object' ? (value as OEmbed) : null;
  } catch {
    // The oEmbed document only adds names and a thumbnail; the page's own declarations stand without it.
    return null;
  } finally {
    response?.body.destroy();
  }
}

/** An http(s) URL from a declaration (a string, or an object with url / contentUrl), absolute; '' otherwise. */
function absolute(value: unknown, base: string): string {
  const object = typeof value === 'object' && value ? (value as { url?: unknown; contentUrl?: unknown }) : null;
  const raw = text(object ? (object.url ?? object.contentUrl) : value);
  if (!raw || !URL.canParse(raw, base)) return '';
  const url = new URL(raw, base);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const first = (...lists: string[][]) => lists.flat().find(Boolean) ?? '';
const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/** JSON-LD's author: a name, or a Person / Organization object. */
function nameOf(person: unknown): string {
  return typeof person === 'string' ? person.trim() : text((person as { name?: unknown } | undefined)?.name);
}
function imageOf(person: unknown): unknown {
  return typeof person === 'object' && person ? [(person as { image?: unknown }).image].flat()[0] : undefined;
}

/** A pixel size from `1280`, `"1280"`, `"1280px"` or a QuantitativeValue `{ value: 1280 }`; 0 when unknown. */
function dimension(value: unknown): number {
  const raw = typeof value === 'object' && value ? (value as { value?: unknown }).value : value;
  const pixels = Number.parseInt(String(raw ?? ''), 10);
  return Number.isFinite(pixels) && pixels > 0 ? pixels : 0;
}
