// `npm run chromatic`: publishes the built Storybook to Chromatic for review of visual changes, when
// CHROMATIC_PROJECT_TOKEN is set (the project's token from chromatic.com). Without one it says so and exits 0, so a
// contributor or a CI without the secret is not failed by it. Builds Storybook first when storybook-static/ is absent.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { log, pnpm, run } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (the local visual tests are `--project browser`).',
  );
  process.exit(0);
}

if (!existsSync('storybook-static/index.html')) {
  log('Storybook build');
  const built = await pnpm(['run', 'build-storybook']);
  if (built !== 0) process.exit(built);
}

log('Chromatic: publishing storybook-static/');
// The token is read from the environment by the CLI itself, never passed on a command line.
const args = ['--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', ...process.argv.slice(2)];
process.exit(await run(resolve('node_modules', '.bin', 'chromatic'), args));
