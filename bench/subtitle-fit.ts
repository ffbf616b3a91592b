// Fit to timing on a 30-minute SRT: a dub of every cue rendered with fitting and without, on the offline engine (no
// sentence cache, so both speak everything). Prints each cue's start drift (timeline and as heard in the decoded MP3),
// the speed-up used (median, max), how many cues fit, were sped up or overran, and the real-time factor of both renders.
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source subtitle-fit.ts [minutes]
import { importTimedSubtitles, parseSubtitleCues } from '@dubkit/sdk-core/markup';
import { MPEGDecoder } from 'mpg123-decoder';
import {
  createEspeakEngine,
  executePlan,
  planFromDocument,
  type VoiceSettings,
} from '../apps/server/src/engines/speech/index.ts';
import { seedAssetLibrary } from '../apps/server/src/seed/assets/library.ts';
import { percentile } from './stats.ts';

const minutes = Number(process.argv[2] ?? 30);
const voice: VoiceSettings = { voice: 'cmn', variant: 'f2', pitchPercent: 0, rate: 1, volume: 100 };
const corpus = (
  '清晨的阳光洒进小城，街道两旁的早餐店已经热闹起来。河边的柳树抽出了新芽。孩子们背着书包走过石桥。' +
  '老人们在公园里打太极拳。这座城市不大，却有说不完的故事。每一条小巷都藏着人们的记忆与梦想。' +
  '傍晚时分，晚霞染红了天空。远处传来悠扬的琴声，让人忘记了一天的疲惫。你今天过得怎么样？我们明天再见吧！' +
  '他推开门，看见桌上放着一封信。信里只有一句话：我回来了。她笑了笑，没有说话。'
).match(/[^。？！]+[。？！]/g) as string[];

// A deterministic generator, so every run dubs the same subtitles.
let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const time = (ms: number) => `${new Date(ms).toISOString().slice(11, 19)},${String(ms % 1000).padStart(3, '0')}`;

// Cues as a human dub's subtitles time them: about 0.18–0.30 s a character (espeak reads ~0.25), gaps 0.2–1.5 s.
const blocks: string[] = [];
for (let at = 1000, n = 1; at < minutes * 60_000; n++) {
  const text = corpus[Math.floor(random() * corpus.length)] as string;
  const length = Math.round([...text].length * (180 + random() * 120));
  blocks.push(`${n}\n${time(at)} --> ${time(at + length)}\n${text}\n`);
  at += length + Math.round(200 + random() * 1300);
}
const doc = importTimedSubtitles(parseSubtitleCues(blocks.join('\n')));

const engine = createEspeakEngine({ workers: 2 });
await engine.ready();
const assets = seedAssetLibrary();
const segmentVoice = () => voice;

async function render(fitToTiming: boolean) {
  const items = await planFromDocument(doc, { voice, segmentVoice, fitToTiming });
  const started = performance.now();
  const out = await executePlan({ items }, { engine, assets, master: engine.master, concurrency: 2 });
  return { out, seconds: (performance.now() - started) / 1000 };
}

/** The first 10 ms window above −55 dBFS at or after `fromMs` (no music: between lines is digital silence). */
function onsetsMs(samples: Float32Array, sampleRate: number) {
  const window = sampleRate / 100;
  const loud: boolean[] = [];
  for (let start = 0; start + window <= samples.length; start += window) {
    let sum = 0;
    for (let i = start; i < start + window; i++) sum += (samples[i] ?? 0) ** 2;
    loud.push(10 * Math.log10(sum / window || 1e-12) > -55);
  }
  return (fromMs: number) => {
    for (let i = Math.floor(fromMs / 10); i < loud.length; i++) if (loud[i]) return i * 10;
    return Number.NaN;
  };
}

try {
  const plain = await render(false);
  const fitted = await render(true);
  const cues = fitted.out.cues ?? [];
  const decoder = new MPEGDecoder({ enableGapless: true });
  await decoder.ready;
  const decoded = decoder.decode(fitted.out.mp3);
  const onset = onsetsMs(decoded.channelData[0] ?? new Float32Array(0), decoded.sampleRate);
  decoder.free();

  // A cue is measured in the audio where the speech before it ended at least 150 ms earlier (else its onset is masked).
  const timeline: number[] = [];
  const heard: number[] = [];
  let late = 0;
  for (const [n, cue] of cues.entries()) {
    const drift = cue.placedMs - cue.startMs;
    if (n > 0 && (cues[n - 1]?.status === 'overruns' || drift > 1)) {
      late++;
      continue;
    }
    timeline.push(Math.abs(drift));
    const previous = cues[n - 1];
    const previousEnd = previous ? previous.placedMs + Math.min(previous.slotMs, previous.naturalMs) : 0;
    if (cue.startMs - previousEnd >= 150) heard.push(Math.abs(onset(cue.startMs - 150) - cue.startMs));
  }
  const speedups = cues.map((cue) => cue.rate * cue.stretch);
  const sped = speedups.filter((s) => s > 1);
  const count = (status: string) => cues.filter((cue) => cue.status === status).length;
  const audioMinutes = fitted.out.durationMs / 60_000;
  console.log(
    `${cues.length} cues over ${audioMinutes.toFixed(1)} min: ${count('fits')} fit, ${count('stretched')} sped up, ` +
      `${count('overruns')} overran (${late} cues after them start late)`,
  );
  console.log(
    `start drift, timeline: max ${Math.max(...timeline).toFixed(1)} ms over ${timeline.length} cues; ` +
      `as heard in the MP3: p50 ${percentile(heard, 50).toFixed(0)} ms, p95 ${percentile(heard, 95).toFixed(0)} ms, ` +
      `max ${Math.max(...heard).toFixed(0)} ms over ${heard.length} cues (target ≤ 40 ms)`,
  );
  console.log(
    `speed-up of the sped-up cues: median ×${percentile(sped, 50).toFixed(2)}, max ×${Math.max(1, ...sped).toFixed(2)}`,
  );
  console.log(
    `render: unfitted ${plain.seconds.toFixed(1)} s for ${(plain.out.durationMs / 60_000).toFixed(1)} min ` +
      `(RTF ${(plain.seconds / (plain.out.durationMs / 1000)).toFixed(4)}), fitted ${fitted.seconds.toFixed(1)} s ` +
      `(RTF ${(fitted.seconds / (fitted.out.durationMs / 1000)).toFixed(4)}), ×${(fitted.seconds / plain.seconds).toFixed(2)}`,
  );
} finally {
  await engine.close();
}
