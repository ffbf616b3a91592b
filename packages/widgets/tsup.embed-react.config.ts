import { defineConfig } from 'tsup';

/**
 * `@dubkit/widgets/embed/react` (DubKitShadowRoot), built after the package: it carries the published style sheets
 * as text and takes DubKitProvider from the package itself, so its widgets share the host's provider context.
 */
export default defineConfig({
  entry: { 'embed-react': 'src/embed/react.ts' },
  format: ['esm'],
  dts: true,
  clean: false,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', /^@dubkit\/(?!.*\.css$)/],
  // tsup leaves dependencies external by default; the style sheets must come in as text.
  noExternal: [/\.css$/],
  loader: { '.css': 'text' },
  esbuildPlugins: [
    {
      name: 'provider-from-package',
      setup(build) {
        build.onResolve({ filter: /[\\/]provider[\\/]DubKitProvider$/ }, () => ({
          path: '@dubkit/widgets',
          external: true,
        }));
      },
    },
  ],
});
