import { type FetchedResponse, FetchRefused, type Resolve, SafeFetcher } from '../../net/safeFetch';
import { DomainError } from '../errors';

/** How video extraction and the blob download reach other sites; every field has a production default. */
export interface ToolsFetchOptions {
  /** Tests only: admits loopback so fixture pages can be served on 127.0.0.1. Never read from the environment. */
  allowLoopback?: boolean;
  /** Tests only: DNS answers in place of the system's. */
  resolve?: Resolve;
  /** A share page (and its oEmbed document): whole exchange, redirects included (10 s). */
  pageTimeoutMs?: number;
  /** A share page's size (2 MB). */
  pageMaxBytes?: number;
  /** One blob download, to its last byte (30 minutes). */
  blobTimeoutMs?: number;
  /** One blob download's size, and the whole file's when the reply is a range of it (2 GB). */
  blobMaxBytes?: number;
}

// Sites answer link-preview crawlers with the page that declares its media; no browser is impersonated.
const USER_AGENT = 'Mozilla/5.0 (compatible; DubKit/1.0; link preview)';

/** The outbound fetcher of the smart tools with their caps. */
export class ToolsOutbound {
  readonly blobMaxBytes: number;
  private readonly fetcher: SafeFetcher;
  private readonly pageTimeoutMs: number;
  private readonly pageMaxBytes: number;
  private readonly blobTimeoutMs: number;

  constructor(options: ToolsFetchOptions = {}) {
    this.fetcher = new SafeFetcher({ allowLoopback: options.allowLoopback, resolve: options.resolve });
    this.pageTimeoutMs = options.pageTimeoutMs ?? 10_000;
    this.pageMaxBytes = options.pageMaxBytes ?? 2 * 1024 * 1024;
    this.blobTimeoutMs = options.blobTimeoutMs ?? 30 * 60_000;
    this.blobMaxBytes = options.blobMaxBytes ?? 2 * 1024 ** 3;
  }

  /** A page or a document a page links to, fetched as a link-preview crawler would. */
  page(url: string, accept: string): Promise<FetchedResponse> {
    return this.fetcher.fetch(url, {
      timeoutMs: this.pageTimeoutMs,
      maxBytes: this.pageMaxBytes,
      headers: { 'user-agent': USER_AGENT, accept, 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' },
    });
  }

  /** A media file or HLS playlist or segment, or the part of it `range` asks for; `maxBytes` for a lower cap. */
  blob(url: string, range: string | undefined, maxBytes = this.blobMaxBytes): Promise<FetchedResponse> {
    return this.fetcher.fetch(url, {
      timeoutMs: this.blobTimeoutMs,
      maxBytes: Math.min(maxBytes, this.blobMaxBytes),
      // Identity, so the Content-Length and Content-Range passed back describe the bytes sent.
      headers: { 'user-agent': USER_AGENT, accept: '*/*', 'accept-encoding': 'identity', ...(range ? { range } : {}) },
    });
  }

  close() {
    this.fetcher.close();
  }
}

const STATUS: Record<FetchRefused['failure'], number> = {
  scheme: 400,
  address: 400,
  redirects: 400,
  timeout: 504,
  'too-large': 413,
  network: 502,
};

const REASON: Record<FetchRefused['failure'], string> = {
  scheme: '仅支持 http 或 https 链接',
  address: '该链接指向内部网络地址，不允许访问',
  redirects: '链接跳转次数过多',
  timeout: '连接超时，请稍后再试',
  'too-large': '内容超过大小上限',
  network: '无法连接到该链接',
};

/**
 * A refused or failed outbound fetch as the user's message, e.g. `解析失败：链接跳转次数过多`; other errors pass
 * through. Without a detail: what a name resolves to inside the network is not for the caller.
 */
export function outboundFailure(error: unknown, action: '解析失败' | '下载失败'): unknown {
  if (!(error instanceof FetchRefused)) return error;
  return new DomainError(STATUS[error.failure], `${action}：${REASON[error.failure]}`);
}
