import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Our CSS goes into shadow roots, not the document: each chunk's CSS becomes text it registers as it loads
 * (`src/embed/styles.ts` reads the registry), and no CSS file is emitted.
 */
function embedCss(): Plugin {
  return {
    name: 'dubkit-embed-css',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const registered = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const files = [...(chunk.viteMetadata?.importedCss ?? [])].filter((file) => !registered.has(file));
        const css = files
          .map((file) => {
            registered.add(file);
            const asset = bundle[file];
            return asset?.type === 'asset' ? String(asset.source) : '';
          })
          .join('\n');
        if (css)
          chunk.code = `(globalThis[Symbol.for("dubkit.embed.css")]||=[]).push(${JSON.stringify(css)});\n${chunk.code}`;
      }
      for (const [file, output] of Object.entries(bundle))
        if (output.type === 'asset' && file.endsWith('.css')) delete bundle[file];
    },
  };
}

/** Chunks named by what they hold, so budgets (.size-limit.json) and readers can find them. */
const CHUNKS: [RegExp, string][] = [
  [/embed[\\/]studio[\\/]/, 'studio'],
  [/embed[\\/]picker[\\/]/, 'anchor-picker'],
  [/embed[\\/]tts[\\/]/, 'tts-button'],
  [/embed[\\/]EmbedProvider/, 'widgets-runtime'],
  [/DubbingStudio[\\/]audioSink/, 'audition'],
  [/sdk-core[\\/]src[\\/]client[\\/]client/, 'core'],
  [/embed[\\/]styles/, 'base'],
  [/rolldown[\\/]runtime/, 'runtime'],
  [/[\\/]react-dom[\\/]/, 'react'],
  [/[\\/]pinyin-pro[\\/]/, 'pinyin'],
  [/sdk-core[\\/]src[\\/]entries[\\/]ssml/, 'ssml-import'],
];
const chunkName = (moduleIds: readonly string[]) =>
  CHUNKS.find(([pattern]) => moduleIds.some((id) => pattern.test(id)))?.[1] ?? 'chunk';

/**
 * The script-tag build (`@dubkit/widgets/embed`): React included, every package from source so only the styles of
 * what each element renders ship with it. The entry is small; each element's part, React and the studio's editor
 * are chunks loaded on first use from beside the script.
 */
export default defineConfig({
  plugins: [
    vanillaExtractPlugin({ identifiers: 'short' }),
    embedCss(),
    // file.br and file.gz beside each chunk for a server that sends them (ours does); left out of the npm package.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: { conditions: ['@dubkit/source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), __DUBKIT_EMBED_BUILD__: 'true' },
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    minify: !process.env.EMBED_ANALYZE,
    copyPublicDir: false,
    lib: { entry: { 'dubkit-embed': 'src/embed/elements.ts' }, formats: ['es'] },
    rollupOptions: {
      output: {
        entryFileNames: '[name].js',
        // Vite keeps whitespace in an ES library; this is a script for browsers, so minify it all.
        minify: !process.env.EMBED_ANALYZE,
        chunkFileNames: (chunk) => `${chunkName(chunk.moduleIds)}-[hash].js`,
        manualChunks: (id) => (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ? 'react' : undefined),
      },
    },
  },
});
