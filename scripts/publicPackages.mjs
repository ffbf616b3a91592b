// The published packages and their public entries, read from each package.json's `exports` (no list to keep in step).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
