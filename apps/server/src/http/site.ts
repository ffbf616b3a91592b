import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../domain/context';
import type { AppOptions } from './options';
import { partnerExampleRoutes } from './routes/partnerExample';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * What the server serves beside the API: the embed script for partner sites (`/embed/`), the example partner site, and
 * the website with its single-page fallback (every other GET that is not under /api/ gets index.html).
 */
export async function siteRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: AppOptions & { secret: string },
): Promise<void> {
  if (options.embedDir && existsSync(options.embedDir)) {
    const entries = new Set(['dubkit-embed.js']);
    await app.register(fastifyStatic, {
      root: options.embedDir,
      prefix: '/embed/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      // Any site may load the script and its lazy chunks (module scripts are fetched with CORS).
      setHeaders: (reply, path) =>
        reply
          .header('access-control-allow-origin', '*')
          .header('cache-control', entries.has(basename(path)) ? 'no-cache' : IMMUTABLE),
    });
  }
  if (options.partnerExampleDir && existsSync(join(options.partnerExampleDir, 'index.html'))) {
    const origins = new Set([new URL(ctx.publicOrigin).origin, ...(options.partnerExampleOrigins ?? [])]);
    await partnerExampleRoutes(app, ctx, {
      dir: options.partnerExampleDir,
      secret: options.secret,
      origins: [...origins],
      rateLimits: options.rateLimits ?? true,
    });
  }

  const staticDir = options.staticDir;
  const indexHtml = staticDir ? join(staticDir, 'index.html') : null;
  const apiNotFound = { code: 404, message: '接口不存在', data: null };
  if (staticDir && indexHtml && existsSync(indexHtml)) {
    const hashedAssets = join(staticDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // The build writes file.br and file.gz beside each text file (apps/demo/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      // Files under assets/ are named by their content hash, so they never change; index.html names the current
      // build, so a browser revalidates it every time and picks up a new build at once.
      setHeaders: (reply, path) =>
        reply.header('cache-control', path.startsWith(hashedAssets) ? IMMUTABLE : 'no-cache'),
    });
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
      return reply.status(404).send(apiNotFound);
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(apiNotFound));
  }
}
