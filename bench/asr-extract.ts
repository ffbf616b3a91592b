// Speech-to-text's audio extraction on the server: a 20-minute mp4 (a 25 fps VP9-shaped video track at 360 kb/s beside
// an AAC-shaped 44.1 kHz track at 256 kb/s, ~92 MB, just under the tool's 100 MB limit; synthetic packets, since Node
// has no encoders and extraction never decodes) is probed, then its audio is taken out without decoding and cut into
// parts under the OpenAI-style 25 MB upload limit, as a transcription job does; then the same for a 20-minute 320 kb/s
// mp3 (48 MB, cut at frame boundaries; LAME takes ~35 s to make it). Prints × real time and the process's resident
// memory while extracting. Target: ≥ 100× real time.
// Figures move with the machine's load (2 shared cores here): compare within one run.
// Run: cd bench && pnpm exec tsx asr-extract.ts [seconds, default 1200]

import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FilePathTarget } from 'mediabunny';
import { extractAudio, probeMedia } from '../apps/server/src/engines/asr/media.ts';
import { encodeMp3 } from '../apps/server/src/engines/speech/mp3.ts';
import { tone, writeIsobmff } from '../apps/server/src/testing/mediaFixtures.ts';

// `--measure <file> <label> <seconds>`: one input, in a process of its own so its memory is extraction's alone.
const measuring = process.argv[2] === '--measure';
const SECONDS = Number(measuring ? process.argv[5] : (process.argv[2] ?? 1200));
const RUNS = 3;
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024 - 64 * 1024;
const MB = 1024 * 1024;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Probes and extracts `path` RUNS times; prints the medians, × real time and the process's peak resident memory. */
async function measure(label: string, path: string, directory: string) {
  const baseline = process.memoryUsage().rss;
  const runs: Array<{ probeMs: number; extractMs: number; parts: number[] }> = [];
  for (let run = 0; run < RUNS; run++) {
    const parts = join(directory, `parts-${run}`);
    await mkdir(parts);
    const started = performance.now();
    const probe = await probeMedia(path);
    const probed = performance.now();
    const audio = await extractAudio(path, parts, { maxPartBytes: MAX_UPLOAD_BYTES });
    const extracted = performance.now();
    if (Math.abs(probe.durationMs - SECONDS * 1000) > 100) throw new Error(`probed ${probe.durationMs} ms`);
    runs.push({
      probeMs: probed - started,
      extractMs: extracted - probed,
      parts: audio.parts.map((part) => part.bytes),
    });
    await rm(parts, { recursive: true });
  }
  const peak = process.resourceUsage().maxRSS * 1024;
  const probeMs = median(runs.map((run) => run.probeMs));
  const extractMs = median(runs.map((run) => run.extractMs));
  const totalMs = median(runs.map((run) => run.probeMs + run.extractMs));
  const parts = runs[0]?.parts ?? [];
  console.log(`${label}:`);
  console.log(
    `  parts: ${parts.length} (${parts.map((bytes) => `${(bytes / MB).toFixed(2)} MB`).join(', ')}), limit ${(MAX_UPLOAD_BYTES / MB).toFixed(2)} MB`,
  );
  console.log(`  probe: ${probeMs.toFixed(0)} ms; extract + cut: ${extractMs.toFixed(0)} ms (median of ${RUNS})`);
  console.log(`  probe + extract + cut: ${(SECONDS / (totalMs / 1000)).toFixed(0)}× real time (target ≥ 100×)`);
  console.log(
    `  resident memory: ${(baseline / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB over the ${RUNS} runs (+${((peak - baseline) / MB).toFixed(0)} MB)`,
  );
}

/** Measures `path` in a fresh process, so making the inputs does not count in its memory. */
function measureApart(label: string, path: string) {
  const script = fileURLToPath(import.meta.url);
  const run = spawnSync(process.execPath, [...process.execArgv, script, '--measure', path, label, String(SECONDS)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`measuring ${label} failed`);
}

if (measuring) {
  await measure(String(process.argv[4]), String(process.argv[3]), dirname(String(process.argv[3])));
} else {
  const directory = await mkdtemp(join(tmpdir(), 'dubkit-asr-extract-bench-'));
  try {
    const video = join(directory, 'talk.mp4');
    let made = performance.now();
    await writeIsobmff(new FilePathTarget(video), {
      container: 'mp4',
      seconds: SECONDS,
      audioKbps: 256,
      videoKbps: 360,
    });
    console.log(
      `input: ${SECONDS} s mp4, ${((await stat(video)).size / MB).toFixed(1)} MB (video 360 kb/s + AAC 256 kb/s), made in ${((performance.now() - made) / 1000).toFixed(1)} s`,
    );
    measureApart('mp4 → m4a parts', video);

    const song = join(directory, 'talk.mp3');
    made = performance.now();
    await writeFile(song, await encodeMp3({ samples: tone(SECONDS, 44_100), sampleRate: 44_100 }, 320));
    console.log(
      `input: ${SECONDS} s mp3, ${((await stat(song)).size / MB).toFixed(1)} MB (LAME 320 kb/s 44.1 kHz tone), made in ${((performance.now() - made) / 1000).toFixed(1)} s`,
    );
    measureApart('mp3 → mp3 parts', song);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
