import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FixtureHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A stand-in for other people's websites, on 127.0.0.1: share pages, redirects and media files by path. */
export interface FixtureSite {
  origin: string;
  url(path: string): string;
  close(): Promise<void>;
}

export async function startFixtureSite(routes: Record<string, FixtureHandler>): Promise<FixtureSite> {
  const server = http.createServer((request, response) => {
    const handler = routes[new URL(request.url ?? '/', 'http://fixture').pathname];
    if (handler) return handler(request, response);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const htmlPage =
  (html: string | Buffer, contentType = 'text/html; charset=utf-8'): FixtureHandler =>
  (_request, response) =>
    response.writeHead(200, { 'content-type': contentType }).end(html);

export const redirectTo =
  (location: string, status = 302): FixtureHandler =>
  (_request, response) =>
    response.writeHead(status, { location }).end();

/** A file served as media servers do: whole, or the one range asked for (206 with Content-Range). */
export const mediaFile =
  (bytes: Buffer, contentType: string): FixtureHandler =>
  (request, response) => {
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
    if (!range) {
      response.writeHead(200, {
        'content-type': contentType,
        'content-length': bytes.length,
        'accept-ranges': 'bytes',
      });
      return response.end(bytes);
    }
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : bytes.length - 1, bytes.length - 1);
    if (start >= bytes.length) {
      response.writeHead(416, { 'content-range': `bytes */${bytes.length}` });
      return response.end();
    }
    response.writeHead(206, {
      'content-type': contentType,
      'content-length': end - start + 1,
      'content-range': `bytes ${start}-${end}/${bytes.length}`,
      'accept-ranges': 'bytes',
    });
    response.end(bytes.subarray(start, end + 1));
  };
