// A partner's Vite app from the packed packages (`pnpm pack` of every public package; run after their
// build): it must type-check against the packed .d.ts files alone, and its first load must stay within budget.
// Usage: node scripts/partner-app.mjs [--keep]  (--keep leaves the temporary directory for a look)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { log, pnpm, run } from './lib.mjs';
import { packedPackages } from './publicPackages.mjs';

/**
 * Gzip bytes of what the page loads before any interaction (its entry, the entry's static imports and their CSS),
 * over what the same app loads rendering no DubKit widget (React 19 and react-dom alone are about 68 kB of it).
 */
const BUDGET = { js: 56_000, css: 7_500 };

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const work = mkdtempSync(join(tmpdir(), 'dubkit-partner-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');

async function step(name, start) {
  log(`Partner app: ${name}`);
  const code = await start();
  if (code !== 0) throw new Error(`${name} failed (exit ${code})`);
}

function firstLoad(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const js = new Set();
  const css = new Set();
  const visit = (chunk) => {
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  visit(entry);
  const gzip = (file) => gzipSync(readFileSync(join(dist, file))).length;
  const sum = (files) => [...files].reduce((total, file) => total + gzip(file), 0);
  return {
    js: sum(js),
    css: sum(css),
    files: [...js, ...css].map((file) => `${file} ${(gzip(file) / 1000).toFixed(1)} kB`),
  };
}

let failed = false;
try {
  log('Partner app: the packed packages');
  const packed = await packedPackages(tarballs, root);
  cpSync(join(root, 'test', 'partner-app'), app, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  const links = Object.fromEntries(Object.entries(packed).map(([name, tarball]) => [name, `file:${tarball}`]));
  // The tarballs name each other by version (workspace:^ packed as ^0.0.0): the overrides point them at each other.
  manifest.dependencies = { ...manifest.dependencies, ...links };
  writeFileSync(join(app, 'package.json'), JSON.stringify(manifest, null, 2));
  // pnpm reads overrides from the workspace file; the app is its own workspace root (JSON is YAML).
  writeFileSync(join(app, 'pnpm-workspace.yaml'), JSON.stringify({ packages: ['.'], overrides: links }));

  await step('install the tarballs', () => pnpm(['install', '--prefer-offline', '--reporter=silent'], { cwd: app }));
  await step('type-check against the packed .d.ts (tsc --noEmit)', () =>
    run(bin('tsc'), ['-p', join(app, 'tsconfig.json')]),
  );
  const build = (outDir) => run(bin('vite'), ['build', app, '--manifest', '--outDir', outDir, '--logLevel', 'warn']);
  await step('vite build', () => build('dist'));
  // The same page without DubKit: what React itself costs, which the budget leaves out.
  const main = join(app, 'main.tsx');
  writeFileSync(main, readFileSync(join(app, 'react-only.tsx')));
  await step('vite build without DubKit', () => build('dist-react'));

  const size = firstLoad(join(app, 'dist'));
  const react = firstLoad(join(app, 'dist-react'));
  log('Partner app: first load (gzip), AnchorLibrary + MemberButton');
  for (const line of size.files) console.log(`  ${line}`);
  for (const kind of ['js', 'css']) {
    const own = size[kind] - react[kind];
    const over = own > BUDGET[kind];
    failed ||= over;
    console.log(
      `  ${over ? '✗' : '✓'} ${kind.toUpperCase()} ${(size[kind] / 1000).toFixed(1)} kB, DubKit's ${(own / 1000).toFixed(1)} kB of it (budget ${BUDGET[kind] / 1000} kB)`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  if (process.argv.includes('--keep')) console.log(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
