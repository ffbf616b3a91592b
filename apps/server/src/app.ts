import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';

export const VERSION = '0.0.0';

/** The envelope every API reply uses: only code 200 is success. */
export function ok<T>(data: T, message = 'success') {
  return { code: 200, message, data };
}

export async function buildApp(config: Pick<ServerConfig, 'staticDir' | 'logLevel'>): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 2 * 1024 * 1024 });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    // No stack traces leave the server.
    reply.status(status).send({ code: status, message: status >= 500 ? '服务器内部错误' : error.message, data: null });
  });

  app.get('/api/health', async () =>
    ok({ status: 'ok', version: VERSION, uptimeSeconds: Math.round(process.uptime()) }),
  );

  const staticDir = config.staticDir;
  const indexHtml = staticDir ? join(staticDir, 'index.html') : null;
  if (staticDir && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false });
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
      return reply.status(404).send({ code: 404, message: '接口不存在', data: null });
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ code: 404, message: '接口不存在', data: null }),
    );
  }

  return app;
}
