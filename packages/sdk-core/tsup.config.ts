import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    client: 'src/client/index.ts',
    validation: 'src/contract/validation.ts',
    markup: 'src/markup/index.ts',
    studio: 'src/entries/studio.ts',
    anchors: 'src/entries/anchors.ts',
    account: 'src/entries/account.ts',
    membership: 'src/entries/membership.ts',
    assistant: 'src/entries/assistant.ts',
    samples: 'src/entries/samples.ts',
    tools: 'src/entries/tools.ts',
    'speech-to-text': 'src/entries/speechToText.ts',
    draw: 'src/entries/draw.ts',
    ssml: 'src/entries/ssml.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
});
