// `npm run docs:api`: TypeDoc HTML for partner engineers in docs/api/ (not committed), one section per published
// package and one module per entry of its `exports`, read from the built .d.ts (so it documents what is shipped,
// as the API reports do). Needs the packages built.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { log, run } from './lib.mjs';
import { publicPackages, typedEntries } from './publicPackages.mjs';

const typedoc = resolve('node_modules', '.bin', 'typedoc');
const temp = mkdtempSync(join(tmpdir(), 'dubkit-typedoc-'));
const out = resolve('docs', 'api');
let code = 0;

try {
  const models = [];
  for (const { name, dir, manifest } of publicPackages()) {
    const entries = typedEntries(manifest).map(({ types }) => resolve(dir, types));
    const missing = entries.filter((entry) => !existsSync(entry));
    if (missing.length) throw new Error(`${name}: ${missing.join(', ')} missing (build the packages first)`);
    const slug = name.replace(/\W+/g, '-');
    const tsconfig = join(temp, `${slug}.tsconfig.json`);
    writeFileSync(
      tsconfig,
      JSON.stringify({
        compilerOptions: {
          module: 'esnext',
          moduleResolution: 'bundler',
          target: 'es2022',
          jsx: 'react-jsx',
          skipLibCheck: true,
          noEmit: true,
        },
        files: entries,
      }),
    );
    const model = join(temp, `${slug}.json`);
    log(`TypeDoc: ${name} (${entries.length} entries)`);
    // The README is the package's own where it has one; the entry modules are named after their .d.ts files.
    const readme = existsSync(join(dir, 'README.md')) ? ['--readme', join(dir, 'README.md')] : ['--readme', 'none'];
    code = await run(typedoc, [
      '--tsconfig',
      tsconfig,
      '--name',
      name,
      ...readme,
      '--json',
      model,
      '--logLevel',
      'Warn',
      '--excludeExternals',
      // Types a signature names but no entry exports (101 today) are the API reports' business (api/), not the docs'.
      '--validation.notExported',
      'false',
      '--disableSources',
      ...entries,
    ]);
    if (code !== 0) throw new Error(`TypeDoc failed on ${name}`);
    models.push(model);
  }
  log('TypeDoc: merging into docs/api/');
  code = await run(typedoc, [
    '--entryPointStrategy',
    'merge',
    '--name',
    'DubKit',
    '--readme',
    'none',
    '--out',
    out,
    '--logLevel',
    'Warn',
    ...models,
  ]);
  if (code === 0) console.log(`API docs: ${join(out, 'index.html')}`);
} catch (error) {
  console.error(error.message);
  code = 1;
} finally {
  rmSync(temp, { recursive: true, force: true });
}
process.exit(code);
