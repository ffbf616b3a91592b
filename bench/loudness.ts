// Loudness across a programme: a ~2-minute task of two voices (Mandarin and English eSpeak voices, alternating) over
// background music, rendered as a task is, its MP3 decoded and measured per ITU-R BS.1770: integrated loudness
// (LUFS), true peak (dBTP), the worst jump in loudness between adjacent sentences (each sentence's own span, a few
// seconds: its short-term loudness), the music's level in a long pause against under the words, and the time mastering
// takes per minute of audio (the median of 3 renders at 16 kHz and 48 kHz).
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source loudness.ts [--before=<an older engines/speech folder>]
// With --before, the same task is rendered and measured with that folder's plan.ts and master.ts too (e.g. a checkout
// of the commit before mastering to a target), for a before/after.
import { DEFAULT_LOUDNESS_TARGET, LOUDNESS_TARGETS, TRUE_PEAK_CEILING_DBTP } from '@dubkit/sdk-core/studio';
import { createEspeakEngine, type PlanItem, type VoiceSettings } from '../apps/server/src/engines/speech/index.ts';
import {
  gatedLoudness,
  integratedLoudness,
  loudnessBlocks,
  truePeak,
} from '../apps/server/src/engines/speech/loudness.ts';
import * as current from '../apps/server/src/engines/speech/master.ts';
import { levelDb, type Pcm } from '../apps/server/src/engines/speech/pcm.ts';
import * as currentPlan from '../apps/server/src/engines/speech/plan.ts';
import { decodeMp3 } from '../apps/server/src/engines/speech/test-support.ts';
import { seedAssetLibrary } from '../apps/server/src/seed/assets/library.ts';

const before = process.argv.find((arg) => arg.startsWith('--before='))?.slice('--before='.length);
const cmn: VoiceSettings = { voice: 'cmn', variant: 'f2', pitchPercent: 5, rate: 1, volume: 100 };
const en: VoiceSettings = { voice: 'en-us', variant: 'm3', pitchPercent: 0, rate: 1, volume: 100 };
const chinese = [
  '清晨的阳光洒进小城，街道两旁的早餐店已经热闹起来。',
  '河边的柳树抽出了新芽，孩子们背着书包走过石桥。',
  '这座城市不大，却有说不完的故事。',
  '傍晚时分，晚霞染红了天空，远处传来悠扬的琴声。',
  '每一条小巷都藏着人们的记忆与梦想。',
];
const english = [
  'Morning light falls across the little town, and the breakfast stalls are already busy.',
  'Willows by the river put out new leaves as children cross the stone bridge.',
  'The city is small, yet its stories never run out.',
  'At dusk the sky turns red, and music drifts in from far away.',
  'Every lane keeps the memories and dreams of the people who live there.',
];
const items: PlanItem[] = [];
for (let n = 0; n < 24; n++) {
  const mandarin = n % 2 === 0;
  const text = (mandarin ? chinese : english)[Math.floor(n / 2) % 5] ?? '';
  items.push({ kind: 'speech', text, voice: mandarin ? cmn : en, sentence: n });
  // Every eighth pause is long enough for the music to come up.
  items.push({ kind: 'silence', ms: n % 8 === 7 ? 2500 : 450 });
}
const music = { asset: 'bgm-02', volume: 50, fadeInMs: 1000, fadeOutMs: 3000 };

const engine = createEspeakEngine({ workers: 2 });
await engine.ready();
const assets = seedAssetLibrary();

interface Version {
  executePlan: typeof currentPlan.executePlan;
  masterSpool: typeof current.masterSpool;
}

const measure = (pcm: Pcm, timings: Array<{ startMs: number; durationMs: number }>) => {
  const sentences = items.flatMap((item, index) => (item.kind === 'speech' ? [timings[index]] : []));
  const levels = sentences.map((t) => {
    const from = Math.round(((t?.startMs ?? 0) * pcm.sampleRate) / 1000);
    const to = Math.round((((t?.startMs ?? 0) + (t?.durationMs ?? 0)) * pcm.sampleRate) / 1000);
    return gatedLoudness(loudnessBlocks(pcm.samples.subarray(from, to), pcm.sampleRate));
  });
  let worst = 0;
  for (let n = 1; n < levels.length; n++) worst = Math.max(worst, Math.abs((levels[n] ?? 0) - (levels[n - 1] ?? 0)));
  const longPause = timings[15];
  const shortPause = timings[13];
  const inPause = longPause
    ? levelDb(pcm, longPause.startMs + 1000, longPause.startMs + longPause.durationMs - 200)
    : 0;
  const underWords = shortPause
    ? levelDb(pcm, shortPause.startMs + 50, shortPause.startMs + shortPause.durationMs - 50)
    : 0;
  return {
    lufs: integratedLoudness(pcm.samples, pcm.sampleRate),
    truePeakDb: 20 * Math.log10(truePeak(pcm.samples)),
    worstJump: worst,
    musicRise: inPause - underWords,
  };
};

const run = async (name: string, version: Version, loudnessTarget?: number) => {
  for (const sampleRate of [16000, 48000]) {
    const times: number[] = [];
    let figures: ReturnType<typeof measure> | null = null;
    let minutes = 0;
    for (let round = 0; round < 3; round++) {
      const out = await version.executePlan(
        { items, music, sampleRate, ...(loudnessTarget !== undefined ? { loudnessTarget } : {}) },
        {
          engine,
          assets,
          master: async (job, spool, signal) => {
            const started = performance.now();
            const mastered = await version.masterSpool(job, spool, signal);
            times.push(performance.now() - started);
            return mastered;
          },
        },
      );
      minutes = out.durationMs / 60_000;
      figures ??= measure(await decodeMp3(out.mp3), out.items);
    }
    times.sort((a, b) => a - b);
    const f = figures as ReturnType<typeof measure>;
    console.log(
      `${name.padEnd(24)} ${String(sampleRate).padStart(5)} Hz  ${minutes.toFixed(2)} min  ` +
        `integrated ${f.lufs.toFixed(1)} LUFS  true peak ${f.truePeakDb.toFixed(2)} dBTP  ` +
        `worst adjacent jump ${f.worstJump.toFixed(1)} LU  music pause−words ${f.musicRise.toFixed(1)} dB  ` +
        `mastering ${((times[1] ?? 0) / minutes).toFixed(0)} ms per minute of audio`,
    );
  }
};

console.log(
  `Targets ${LOUDNESS_TARGETS.join(' / ')} LUFS (default ${DEFAULT_LOUDNESS_TARGET}), ceiling ${TRUE_PEAK_CEILING_DBTP} dBTP; ` +
    'measured on the decoded MP3 (16 kHz: 48 kbps, 48 kHz: 128 kbps).',
);
if (before) {
  const plan = (await import(`${before}/plan.ts`)) as Version;
  const master = (await import(`${before}/master.ts`)) as Version;
  await run('before', { executePlan: plan.executePlan, masterSpool: master.masterSpool });
}
const now = { executePlan: currentPlan.executePlan, masterSpool: current.masterSpool };
for (const target of LOUDNESS_TARGETS) await run(`after, ${target} LUFS`, now, target);
await engine.close();
