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
    // Over Vite's 500 kB: mediabunny's chunk (about 690 kB), imported dynamically only when a user extracts a video's
    // audio or downloads an HLS video. The React page's entry is not: React goes in a chunk of its own below.
    chunkSizeWarningLimit: 750,
    rollupOptions: {
      input: { index: resolve(import.meta.dirname, 'index.html'), react: resolve(import.meta.dirname, 'react.html') },
      output: {
        // As a partner's site would ship it: React (cached across the partner's pages) apart from the page's code.
        manualChunks: (id) =>
          /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ? 'react-vendor' : undefined,
      },
    },
  },
});
