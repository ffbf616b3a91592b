// `npm run package-lint`: lints each published package's tarball, as `pnpm publish` would pack it (workspace: ranges
// replaced, .pnpmfile.cjs applied): every `exports` target is in the tarball, publint (package.json against the files
// shipped) and Are the Types Wrong (types as TypeScript resolves them). Needs the packages built. Exits non-zero on any
// error or warning.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, run } from './lib.mjs';
import { packedPackages, publicPackages, styleEntries } from './publicPackages.mjs';

const bin = (name) => join('node_modules', '.bin', name);
const packs = mkdtempSync(join(tmpdir(), 'dubkit-packs-'));
const failures = [];

/** Every file an `exports` map points at, whatever the condition. */
const targets = (exports) =>
  typeof exports === 'string' ? [exports] : Object.values(exports ?? {}).flatMap((value) => targets(value));

/** The exports targets a tarball's package.json names but does not ship (publint does not look inside conditions it does not know). */
function missingTargets(tarball) {
  const manifest = JSON.parse(execFileSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' }));
  const shipped = new Set(
    execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
      .split('\n')
      .map((file) => file.replace(/^package\//, './')),
  );
  return targets(manifest.exports).filter((target) => !shipped.has(target));
}

try {
  const tarballs = await packedPackages(packs);
  for (const { name, manifest } of publicPackages()) {
    const tarball = tarballs[name];
    log(`${name}: ${tarball}`);
    const missing = missingTargets(tarball);
    if (missing.length) failures.push(`${name}: exports name files not in the tarball (${missing.join(', ')})`);
    if ((await run(bin('publint'), ['run', tarball, '--strict'])) !== 0) failures.push(`${name}: publint`);
    // ESM only (`"type": "module"`, `import` conditions only): CommonJS `require` and node10's resolution, which
    // ignores `exports`, are not supported, so the esm-only profile skips them; style sheets have no types.
    const css = styleEntries(manifest);
    const attw = ['--profile', 'esm-only', '--format', 'table-flipped', '--no-emoji'];
    if (css.length) attw.push('--exclude-entrypoints', ...css);
    if ((await run(bin('attw'), [tarball, ...attw])) !== 0) failures.push(`${name}: attw`);
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(packs, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\nPackage lint failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  '\nPackage lint: every published package ships its exports and passes publint and Are the Types Wrong (esm-only).',
);
