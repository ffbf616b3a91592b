// Parse and serialise throughput of the speech markup on an 8,000-character script with 1,000 inline nodes.
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source markup.ts [runs]
import assert from 'node:assert/strict';
import { countLength, parse, serialize } from '@dubkit/sdk-core/markup';
import { benchScript } from './script';

const runs = Number(process.argv[2] ?? 15);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Median milliseconds of one call, in wall-clock time and in the process's CPU time (steadier on a shared machine),
 * over `runs` runs of about 100 ms each, after half a second of warm-up.
 */
function measure(fn: () => unknown): { wall: number; cpu: number } {
  let calls = 0;
  for (const start = performance.now(); performance.now() - start < 500; calls++) fn();
  const perRun = Math.max(1, Math.round(calls / 5));
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    const usage = process.cpuUsage();
    for (let k = 0; k < perRun; k++) fn();
    const used = process.cpuUsage(usage);
    wall.push((performance.now() - start) / perRun);
    cpu.push((used.user + used.system) / 1000 / perRun);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

const doc = benchScript(8000, 1000);
const text = serialize(doc);
assert.deepStrictEqual(parse(text), doc, 'the script round-trips');
const bytes = Buffer.byteLength(text);
const nodes = doc.lines.flat().filter((item) => typeof item !== 'string').length;
const report = (label: string, { wall, cpu }: { wall: number; cpu: number }) => {
  const mbPerSecond = (ms: number) => (bytes / 1e6 / (ms / 1000)).toFixed(0);
  console.log(
    `  ${label.padEnd(10)} ${wall.toFixed(3)} ms  ${mbPerSecond(wall)} MB/s wall   (${mbPerSecond(cpu)} MB/s by CPU time)`,
  );
};

console.log(
  `speech markup: ${countLength(doc)} characters, ${nodes} inline nodes, wire ${(bytes / 1000).toFixed(1)} kB UTF-8, median of ${runs} runs`,
);
report(
  'serialize',
  measure(() => serialize(doc)),
);
report(
  'parse',
  measure(() => parse(text)),
);
