// The published packages and their public entries, read from each package.json's `exports` (no list to keep in step).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm } from './lib.mjs';

/** Every non-private package under packages/: { name, dir, manifest }. */
export function publicPackages(root = process.cwd()) {
  return readdirSync(join(root, 'packages'))
    .sort()
    .map((folder) => {
      const dir = join(root, 'packages', folder);
      try {
        return { dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
      } catch {
        return undefined;
      }
    })
    .filter((pkg) => pkg && !pkg.manifest.private)
    .map(({ dir, manifest }) => ({ name: manifest.name, dir, manifest }));
}

/** A package's module entries (style sheets left out): { subpath: '.' | './x', types: './dist/x.d.ts' }. */
export function typedEntries(manifest) {
  return Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([subpath, target]) => ({ subpath, types: target.types }));
}

/** The `exports` keys that are style sheets: no types to resolve there. */
export function styleEntries(manifest) {
  return Object.keys(manifest.exports ?? {}).filter((subpath) => subpath.endsWith('.css'));
}

/**
 * The tarballs `pnpm publish` would upload (workspace: ranges replaced, .pnpmfile.cjs applied), by package name. Packs
 * into `into` unless `process.env.DUBKIT_PACKS` names a folder `npm test` already packed into after its build, so the
 * steps that need them pack once per run.
 */
export async function packedPackages(into, root = process.cwd()) {
  const packs = process.env.DUBKIT_PACKS;
  if (!packs) return packPublicPackages(into, root);
  return Object.fromEntries(
    publicPackages(root).map(({ name }) => [
      name,
      join(
        packs,
        readdirSync(packs).find((file) => isTarballOf(name, file)),
      ),
    ]),
  );
}

/** Packs every public package into `into`: { name: tarball path }; throws naming the package whose pack failed. */
export async function packPublicPackages(into, root = process.cwd()) {
  const tarballs = {};
  for (const { name, dir } of publicPackages(root)) {
    if ((await pnpm(['pack', '--pack-destination', into], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] })) !== 0)
      throw new Error(`${name}: pnpm pack failed`);
    tarballs[name] = join(
      into,
      readdirSync(into).find((file) => isTarballOf(name, file)),
    );
  }
  return tarballs;
}

// `@dubkit/ui` packs as dubkit-ui-0.1.0.tgz.
const isTarballOf = (name, file) =>
  new RegExp(`^${name.replace(/^@/, '').replace('/', '-')}-\\d+\\.\\d+\\.\\d+.*\\.tgz$`).test(file);
