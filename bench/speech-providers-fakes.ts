// The fake speech servers of bench/speech-providers.ts, in a process of their own so that their work (espeak-ng,
// resampling, WAV encoding) never shares an event loop with the DubKit server being measured. Prints their URLs.
import { createEspeakEngine } from '../apps/server/src/engines/speech/index.ts';
import { type ProviderShape, startFakeSpeechProvider } from '../apps/server/src/testing/fakeSpeechProviders.ts';

const latencyMs = Number(process.argv[2] ?? 150);
const espeak = createEspeakEngine({ workers: 1 });
await espeak.ready();
const urls: Record<string, string> = {};
for (const shape of ['openai', 'gpt-sovits', 'cosyvoice'] as ProviderShape[])
  urls[shape] = (await startFakeSpeechProvider({ shape, engine: espeak, latencyMs })).url;
console.log(JSON.stringify(urls));
