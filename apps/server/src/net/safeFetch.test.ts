import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSite, htmlPage, startFixtureSite } from '../testing/fixtureSite';
import { isFetchableAddress, isMetadataHost } from './publicAddress';
import { FetchRefused, readBody, SafeFetcher } from './safeFetch';

describe('isFetchableAddress', () => {
  it('admits public unicast only', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isFetchableAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.100.100.200',
      '224.0.0.1',
      '255.255.255.255',
      '0.0.0.0',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::7f00:1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      'localhost',
    ])
      expect(isFetchableAddress(address), address).toBe(false);
  });

  it('admits loopback only when asked, and nothing else private with it', () => {
    expect(isFetchableAddress('127.0.0.1', true)).toBe(true);
    expect(isFetchableAddress('::1', true)).toBe(true);
    expect(isFetchableAddress('::ffff:127.0.0.1', true)).toBe(true);
    expect(isFetchableAddress('10.0.0.1', true)).toBe(false);
    expect(isFetchableAddress('169.254.169.254', true)).toBe(false);
  });

  it('knows cloud metadata names, with a trailing dot or in capitals', () => {
    expect(isMetadataHost('metadata.google.internal.')).toBe(true);
    expect(isMetadataHost('METADATA.TENCENTYUN.COM')).toBe(true);
    expect(isMetadataHost('example.com')).toBe(false);
  });
});

describe('SafeFetcher and DNS', () => {
  let site: FixtureSite;
  let port: string;
  const limits = { timeoutMs: 2000, maxBytes: 1000 };
  /** A resolver that answers made-up names, as a hostile or misconfigured DNS might. */
  const dns =
    (answers: Record<string, string[]>) =>
    async (hostname: string): Promise<LookupAddress[]> =>
      (answers[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  beforeAll(async () => {
    site = await startFixtureSite({
      '/': htmlPage('fixture'),
      '/stalls': (_request, response) => {
        response.writeHead(200, { 'content-type': 'video/mp4' });
        response.write('first bytes');
      },
    });
    port = new URL(site.origin).port;
  });
  afterAll(() => site.close());

  async function failure(fetcher: SafeFetcher, url: string) {
    try {
      (await fetcher.fetch(url, limits)).body.destroy();
      return 'fetched';
    } catch (error) {
      return error instanceof FetchRefused ? error.failure : String(error);
    } finally {
      fetcher.close();
    }
  }

  it('refuses a name that resolves to loopback or a private address, or to any among public ones', async () => {
    const resolve = dns({
      'rebind.test': ['127.0.0.1'],
      'internal.test': ['10.1.2.3'],
      'mapped.test': ['::ffff:169.254.169.254'],
      'mixed.test': ['93.184.216.34', '192.168.1.10'],
    });
    for (const host of ['rebind.test', 'internal.test', 'mapped.test', 'mixed.test'])
      expect(await failure(new SafeFetcher({ resolve }), `http://${host}:${port}/`), host).toBe('address');
    expect(await failure(new SafeFetcher(), `http://localhost:${port}/`)).toBe('address');
  });

  it('connects to the address it checked (a name pinned to the fixture reaches it when loopback is allowed)', async () => {
    const fetcher = new SafeFetcher({ allowLoopback: true, resolve: dns({ 'video.test': ['127.0.0.1'] }) });
    try {
      const response = await fetcher.fetch(`http://video.test:${port}/`, limits);
      expect(String(await readBody(response))).toBe('fixture');
    } finally {
      fetcher.close();
    }
  });

  it('cuts a connection that goes quiet, long before the deadline', async () => {
    const fetcher = new SafeFetcher({ allowLoopback: true, idleTimeoutMs: 200 });
    const started = performance.now();
    try {
      const response = await fetcher.fetch(site.url('/stalls'), { timeoutMs: 10_000, maxBytes: 1000 });
      await expect(readBody(response)).rejects.toMatchObject({ failure: 'timeout' });
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      fetcher.close();
    }
  });

  it('refuses what is not http(s) before any connection', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://example.com/', 'not a url'])
      expect(await failure(new SafeFetcher(), url), url).toBe('scheme');
  });
});
