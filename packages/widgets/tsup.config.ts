import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

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
});
