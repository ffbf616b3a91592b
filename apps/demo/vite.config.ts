import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiTarget = process.env.DUBKIT_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@dubkit/source', ...defaultClientConditions] },
  // The server also serves generated artwork and the sandbox pay page.
  server: { port: 5173, proxy: { '/api': apiTarget, '/media': apiTarget, '/pay': apiTarget } },
  build: { target: 'es2022', sourcemap: true },
});
