import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A worker thread's entry, `<name>.ts` beside the caller (`from`: its import.meta.url): the bundle (dist/) ships
 * `<name>.js` beside the server; from source the .ts file is loaded through tsx, since Node 20 does not apply
 * --import loaders to a worker's entry file.
 */
export function workerScript(name: 'speech-worker' | 'seed-assets-worker' | 'ocr-worker', from: string): URL | string {
  const built = new URL(`./${name}.js`, from);
  if (existsSync(fileURLToPath(built))) return built;
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const api = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const source = new URL(`./${name}.ts`, from).href;
  return `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}));`;
}
