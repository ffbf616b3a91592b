import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LocalFileStorage } from './files';
import { STORAGE_AREAS, type Storage } from './select';

/** Per area: files copied, and files already there with the same length (a rerun after a cut resumes). */
export type CopyReport = Record<string, { copied: number; kept: number }>;

/**
 * Copies a single-machine data folder's files (`<dataDir>/tasks`, `samples`, `uploads`, `asr`, `draw`, `cache`) into another
 * storage, the bucket of DUBKIT_STORAGE=s3, under the same keys; half-written `.part` files are left behind.
 */
export async function copyDataFolder(dataDir: string, target: Storage): Promise<CopyReport> {
  const report: CopyReport = {};
  for (const area of STORAGE_AREAS) {
    const root = join(dataDir, area);
    const source = new LocalFileStorage(root);
    const files = target.area(area);
    const counts = { copied: 0, kept: 0 };
    report[area] = counts;
    if (!existsSync(root)) continue;
    const keys = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
    for (const key of keys) {
      if ((await files.size(key)) === (await source.size(key))) {
        counts.kept += 1;
        continue;
      }
      await files.putStream(key, createReadStream(join(root, key)));
      counts.copied += 1;
    }
  }
  return report;
}
