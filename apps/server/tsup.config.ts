import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'speech-worker': 'src/engines/speech/espeak/speech-worker.ts',
    'seed-assets-worker': 'src/seed/assets/seed-assets-worker.ts',
    'ocr-worker': 'src/engines/ocr/paddle/ocr-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  // Workspace packages are bundled from source, so the server runs without their builds.
  noExternal: [/^@dubkit\//],
  esbuildOptions(options) {
    options.conditions = ['@dubkit/source'];
  },
});
