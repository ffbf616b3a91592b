import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Metafile } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * One entry per product domain (package.json `exports`: `@dubkit/widgets/library`, `/membership`, …) and the root
 * entry over all of them; code they share goes into chunks, so a page loads only the domains it imports. Each entry
 * has its own style sheet with every rule its widgets use (`library.css`, …; the root's is `style.css`).
 */
const ENTRIES = {
  index: 'src/index.ts',
  library: 'src/anchors/index.ts',
  membership: 'src/membership/index.ts',
  studio: 'src/studio/index.ts',
  assistant: 'src/assistant/index.ts',
  tools: 'src/tools/index.ts',
  account: 'src/account/index.ts',
  site: 'src/shell/index.ts',
  samples: 'src/samples/index.ts',
  draw: 'src/draw/index.ts',
  dictionary: 'src/dictionary/index.ts',
};
const METAFILE = 'dist/metafile-esm.json';

/**
 * A lazily loaded widget's styles (e.g. AsrTool's) go into the style sheet of every entry that can load it: nothing
 * would load a chunk's own CSS file.
 */
function foldChunkStyles() {
  const { outputs } = JSON.parse(readFileSync(METAFILE, 'utf8')) as Metafile;
  const entrySheets = new Set(
    Object.values(outputs).flatMap((output) => (output.entryPoint ? [output.cssBundle] : [])),
  );
  const chunkSheets = new Set<string>();
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint || !output.cssBundle || !ENTRY_FILES.has(file)) continue;
    const seen = new Set<string>();
    const visit = (path: string) => {
      if (seen.has(path) || !outputs[path]) return;
      seen.add(path);
      for (const { path: next } of outputs[path].imports) visit(next);
    };
    visit(file);
    for (const path of seen) {
      const sheet = outputs[path]?.cssBundle;
      if (!sheet || (entrySheets.has(sheet) && ENTRY_FILES.has(path))) continue;
      chunkSheets.add(sheet);
      appendFileSync(output.cssBundle, `\n${readFileSync(sheet, 'utf8')}`);
    }
  }
  for (const sheet of chunkSheets) rmSync(sheet);
  rmSync(METAFILE);
}
const ENTRY_FILES = new Set(Object.keys(ENTRIES).map((name) => `dist/${name}.js`));

export default defineConfig({
  entry: ENTRIES,
  format: ['esm'],
  splitting: true,
  metafile: true,
  // The script-tag build's types (its JS is vite.embed.config.ts's).
  dts: { entry: { ...ENTRIES, embed: 'src/embed/types.ts' } },
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', /^@dubkit\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: async () => foldChunkStyles(),
});
