import { loadConfig } from './config';
import { buildApp } from './http/app';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A setting the operator must fix: its message alone, without a stack.
  console.error((error as Error).message);
  process.exit(1);
}
const app = await buildApp(config);

let stopping = false;
const stop = (reason: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info(`Stopping (${reason})`);
  app.close().then(() => process.exit(0));
};
// A second Ctrl+C finds no handler and stops the server at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(signal));
// `npm start` holds an IPC channel to the server (scripts/lib.mjs): it closes when that process dies, even by SIGKILL.
if (process.channel) process.once('disconnect', () => stop('npm start went away'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`DubKit is serving ${config.staticDir ? 'the website and ' : ''}the API at ${config.publicOrigin}`);
