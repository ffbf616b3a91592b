import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  /** Built website to serve beside the API; none in API-only mode. */
  staticDir: string | null;
  logLevel: string;
}

const defaultStaticDir = fileURLToPath(new URL('../../demo/dist', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    staticDir: env.DUBKIT_STATIC_DIR === '' ? null : (env.DUBKIT_STATIC_DIR ?? defaultStaticDir),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
