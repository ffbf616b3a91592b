// Writes the seed background music and sound effects (MP3 + manifest.json) into a directory.
// Run: pnpm --filter @dubkit/server exec tsx scripts/generate-assets.ts <outDir>
import { resolve } from 'node:path';
import { generateSeedAssets } from '../src/seed/assets/manifest';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: tsx scripts/generate-assets.ts <outDir>');
  process.exit(2);
}
const started = performance.now();
const manifest = await generateSeedAssets(resolve(outDir));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${manifest.music.length} music tracks and ${manifest.sounds.length} sound effects in ${resolve(outDir)} (${seconds} s)`,
);
