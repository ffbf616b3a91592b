import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two pages of a partner's site, served by `npm start` at /partner-example/: the script tag's custom elements
// (index.html) and a React 19 host (react.html). Like a partner, it uses the published builds of the packages
// (no source condition), and its hostile stylesheet is served as it is.
export default defineConfig({
  base: '/partner-example/',
  plugins: [react()],
  build: {
    target: 'es2022',
    rollupOptions: {
      input: { index: resolve(import.meta.dirname, 'index.html'), react: resolve(import.meta.dirname, 'react.html') },
    },
  },
});
