import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    client: 'src/client/index.ts',
    markup: 'src/markup/index.ts',
    stores: 'src/stores/index.ts',
    validation: 'src/contract/validation.ts',
    'speech-to-text': 'src/rules/speechToText.ts',
    draw: 'src/rules/drawForm.ts',
    membership: 'src/stores/membership.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
});
