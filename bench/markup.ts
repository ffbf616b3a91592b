// Parse and serialise throughput of the speech markup on an 8,000-character script with 1,000 inline nodes.
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source markup.ts [runs]
import assert from 'node:assert/strict';
import {
  countLength,
  createAlias,
  createContinuous,
  createDocument,
  createLocalProsody,
  createMultiVoice,
  createNumberAlias,
  createPause,
  createPhoneme,
  createSayAs,
  createSoundEffect,
  type Inline,
  type Line,
  parse,
  type ScriptDocument,
  serialize,
} from '@dubkit/sdk-core/markup';

const runs = Number(process.argv[2] ?? 15);
const SENTENCE = '今天我们来聊一聊人工智能配音，它让每个创作者都能拥有自己的声音。';
const voice = {
  anchorId: 1024,
  anchorName: '晓晓',
  templateId: 7,
  templateName: '温柔',
  pitch: 10,
  speed: 1.1,
  volume: 90,
};

/** The i-th inline node, cycling through every kind; those with text take it from the script. */
function node(i: number, take: (n: number) => string): Inline {
  switch (i % 10) {
    case 0:
      return createPause(500);
    case 1:
      return createPhoneme(take(1), 'hang', 2);
    case 2:
      return createContinuous(take(3));
    case 3:
      return createAlias(take(2), '世界卫生组织');
    case 4:
      return createNumberAlias('2026', { name: '年份', value: '二零二六' });
    case 5:
      return createSayAs('NBA', 'characters');
    case 6:
      return createSoundEffect({ name: '掌声', filepath: '/sounds/applause.mp3', duration: 3.5 });
    case 7:
      return createMultiVoice({ ...voice, role: { name: '女孩', value: 'Girl' } }, [
        take(6),
        createPause(200),
        take(4),
      ]);
    case 8:
      return createLocalProsody({ pitch: -50, speed: 0.8, volume: 60 }, [take(8)]);
    default:
      return createPause(1000);
  }
}

/** `characters` characters of text in lines of 20 nodes, with `nodes` inline nodes spread evenly. */
function script(characters: number, nodes: number): ScriptDocument {
  let cursor = 0;
  const take = (n: number) => {
    let text = '';
    for (let k = 0; k < n; k++) text += SENTENCE[cursor++ % SENTENCE.length];
    return text;
  };
  const inline = Array.from({ length: nodes }, (_, i) => node(i, take));
  // The text between nodes makes up what the nodes' own text leaves of `characters`.
  const between = characters - countLength(createDocument([inline]));
  const lines: Line[] = [];
  let line: Line = [];
  inline.forEach((item, i) => {
    line.push(take(Math.floor(((i + 1) * between) / nodes) - Math.floor((i * between) / nodes)), item);
    if (line.length >= 40) {
      lines.push(line);
      line = [];
    }
  });
  lines.push(line);
  return createDocument(lines);
}

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

const doc = script(8000, 1000);
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
