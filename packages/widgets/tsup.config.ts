import { appendFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

const ENTRY_STYLES = new Set(['index.css', 'draw.css']);

/** A lazily loaded widget's styles (e.g. AsrTool's) go into style.css: nothing would load a chunk's own CSS file. */
function foldChunkStyles() {
  for (const file of readdirSync('dist')) {
    if (!file.endsWith('.css') || ENTRY_STYLES.has(file)) continue;
    appendFileSync(join('dist', 'index.css'), `\n${readFileSync(join('dist', file), 'utf8')}`);
    rmSync(join('dist', file));
  }
}

export default defineConfig({
  entry: { index: 'src/index.ts', draw: 'src/draw/index.ts' },
  format: ['esm'],
  // The script-tag build's types (its JS is vite.embed.config.ts's).
  dts: { entry: { index: 'src/index.ts', draw: 'src/draw/index.ts', embed: 'src/embed/types.ts' } },
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', /^@dubkit\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: async () => foldChunkStyles(),
});
