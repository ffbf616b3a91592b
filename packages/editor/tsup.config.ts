import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/lib/index.ts', react: 'src/react/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', /^@dubkit\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
