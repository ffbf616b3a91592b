// `npm start`: install, build the website and the server, then serve both on one port (default 8080).
import { installDependencies, log, pnpm, run } from './lib.mjs';

await installDependencies();

log('Building the website and the server');
const auditionKey = process.env.DUBKIT_AUDITION_KEY;
const buildEnv = {
  env: {
    // A production build whatever the shell's NODE_ENV: under `test` or `development` Vite bundles React's
    // development builds (the home page's index chunk 624 kB instead of 409 kB).
    NODE_ENV: 'production',
    // The website encrypts audition text with the key the server decrypts it with.
    ...(auditionKey ? { VITE_DUBKIT_AUDITION_KEY: auditionKey } : {}),
  },
};
// The example partner site uses the packages as a partner gets them: `...` builds them (and the embed script) first.
for (const pkg of ['@dubkit/demo', '@dubkit/server', '@dubkit/partner-example...']) {
  const code = await pnpm(['--filter', pkg, 'run', 'build'], buildEnv);
  if (code !== 0) process.exit(code);
}

const port = process.env.PORT ?? '8080';
log(`Starting DubKit on http://localhost:${port} (API under /api; the example partner site at /partner-example/)`);
// glibc's default of one malloc arena per thread kept OCR's freed memory: two arenas cut the peak by about 150 MB.
const mallocArenas = process.env.MALLOC_ARENA_MAX ?? '2';
const code = await run(process.execPath, ['apps/server/dist/main.js'], {
  env: { PORT: port, MALLOC_ARENA_MAX: mallocArenas },
  ownGroup: true,
});
process.exit(code);
