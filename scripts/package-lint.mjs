// `npm run package-lint`: packs each published package as `pnpm publish` would (workspace: ranges replaced) and lints
// the tarball with publint (package.json against the files shipped) and Are the Types Wrong (types as TypeScript
// resolves them). Needs the packages built. Exits non-zero on any error or warning.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, pnpm, run } from './lib.mjs';
import { publicPackages, styleEntries } from './publicPackages.mjs';

const bin = (name) => join('node_modules', '.bin', name);
const packs = mkdtempSync(join(tmpdir(), 'dubkit-packs-'));
const failures = [];

try {
  for (const { name, dir, manifest } of publicPackages()) {
    log(`${name}: pnpm pack`);
    const destination = join(packs, name.replace(/\W+/g, '-'));
    if (
      (await pnpm(['pack', '--pack-destination', destination], {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'inherit'],
      })) !== 0
    ) {
      failures.push(`${name}: pnpm pack`);
      continue;
    }
    const tarball = join(destination, readdirSync(destination)[0]);
    if ((await run(bin('publint'), ['run', tarball, '--strict'])) !== 0) failures.push(`${name}: publint`);
    // ESM only (`"type": "module"`, `import` conditions only): CommonJS `require` and node10's resolution, which
    // ignores `exports`, are not supported, so the esm-only profile skips them; style sheets have no types.
    const css = styleEntries(manifest);
    const attw = ['--profile', 'esm-only', '--format', 'table-flipped', '--no-emoji'];
    if (css.length) attw.push('--exclude-entrypoints', ...css);
    if ((await run(bin('attw'), [tarball, ...attw])) !== 0) failures.push(`${name}: attw`);
  }
} finally {
  rmSync(packs, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\nPackage lint failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nPackage lint: every published package passes publint and Are the Types Wrong (esm-only).');
