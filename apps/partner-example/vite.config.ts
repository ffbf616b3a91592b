import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Two pages of a partner's site, served by `npm start` at /partner-example/: the script tag's custom elements
// (index.html) and the React component in a React 19 host (react.html).
export default defineConfig({
  base: '/partner-example/',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@dubkit/source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    rollupOptions: { input: { index: resolve(import.meta.dirname, 'index.html'), react: resolve(import.meta.dirname, 'react.html') } },
  },
});
