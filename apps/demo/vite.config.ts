import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.DUBKIT_API ?? 'http://127.0.0.1:8080';
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // file.br and file.gz beside each text asset, which the server sends to browsers that accept them.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  // The brand flag under the server's name too (DUBKIT_BRAND), so one setting brands both.
  envPrefix: ['VITE_', 'DUBKIT_BRAND'],
  resolve: {
    conditions: ['@dubkit/source', ...defaultClientConditions],
    // react-router's exports name only its development build (dev warnings on); builds take its production one.
    alias:
      mode === 'production'
        ? [{ find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') }]
        : [],
  },
  // The server also serves generated artwork and the sandbox pay page.
  server: { port: 5173, proxy: { '/api': apiTarget, '/media': apiTarget, '/pay': apiTarget } },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The one chunk over Vite's 500 kB is mediabunny's (about 690 kB), imported dynamically only when a user extracts
    // a video's audio or downloads an HLS video; the pages' own chunks have budgets in .size-limit.json.
    chunkSizeWarningLimit: 750,
  },
}));
