// Speech-to-text's audio extraction on the server: a 20-minute mp4 (a 25 fps VP9-shaped video track at 360 kb/s beside
// an AAC-shaped 44.1 kHz track at 256 kb/s, ~92 MB, just under the tool's 100 MB limit; synthetic packets, since Node
// has no encoders and extraction never decodes) is probed, then its audio is taken out without decoding and cut into
// parts under the OpenAI-style 25 MB upload limit, as a transcription job does. Prints × real time and the process's
// resident memory while extracting. Target: ≥ 100× real time.
// Figures move with the machine's load (2 shared cores here): compare within one run.
// Run: cd bench && pnpm exec tsx asr-extract.ts [seconds, default 1200]
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FilePathTarget } from 'mediabunny';
import { extractAudio, probeMedia } from '../apps/server/src/engines/asr/media.ts';
import { writeIsobmff } from '../apps/server/src/testing/mediaFixtures.ts';

const SECONDS = Number(process.argv[2] ?? 1200);
const RUNS = 3;
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024 - 64 * 1024;
const MB = 1024 * 1024;

const directory = await mkdtemp(join(tmpdir(), 'dubkit-asr-extract-bench-'));
try {
  const video = join(directory, 'talk.mp4');
  const made = performance.now();
  await writeIsobmff(new FilePathTarget(video), { container: 'mp4', seconds: SECONDS, audioKbps: 256, videoKbps: 360 });
  const { size } = await stat(video);
  console.log(
    `input: ${SECONDS} s mp4, ${(size / MB).toFixed(1)} MB (video 360 kb/s + AAC 256 kb/s), made in ${((performance.now() - made) / 1000).toFixed(1)} s`,
  );

  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const runs: Array<{ probeMs: number; extractMs: number; parts: number[] }> = [];
  for (let run = 0; run < RUNS; run++) {
    const parts = join(directory, `parts-${run}`);
    await mkdir(parts);
    const started = performance.now();
    const probe = await probeMedia(video);
    const probed = performance.now();
    const audio = await extractAudio(video, parts, { maxPartBytes: MAX_UPLOAD_BYTES });
    const extracted = performance.now();
    if (Math.abs(probe.durationMs - SECONDS * 1000) > 100) throw new Error(`probed ${probe.durationMs} ms`);
    runs.push({
      probeMs: probed - started,
      extractMs: extracted - probed,
      parts: audio.parts.map((part) => part.bytes),
    });
    await rm(parts, { recursive: true });
  }
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const probeMs = median(runs.map((run) => run.probeMs));
  const extractMs = median(runs.map((run) => run.extractMs));
  const totalMs = median(runs.map((run) => run.probeMs + run.extractMs));
  const parts = runs[0]?.parts ?? [];
  console.log(
    `parts: ${parts.length} (${parts.map((bytes) => `${(bytes / MB).toFixed(2)} MB`).join(', ')}), limit ${(MAX_UPLOAD_BYTES / MB).toFixed(2)} MB`,
  );
  console.log(`probe: ${probeMs.toFixed(0)} ms; extract + cut: ${extractMs.toFixed(0)} ms (median of ${RUNS})`);
  console.log(`probe + extract + cut: ${(SECONDS / (totalMs / 1000)).toFixed(0)}× real time (target ≥ 100×)`);
  console.log(
    `resident memory: ${(baseline / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB while extracting (+${((peak - baseline) / MB).toFixed(0)} MB); process max RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
} finally {
  await rm(directory, { recursive: true, force: true });
}
