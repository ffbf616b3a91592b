// Image text recognition through a real server, the way the OCR tool calls it (policy, then the upload to the storage
// host): the character error rate on 20 generated images (fonts, weights, sizes, colours, a 1080p screenshot with
// interface chrome), the time for a 1280×720 image, and the server's memory while it recognises.
// Character error rate: edit distance over the rendered text's length, both compared after NFKC (full-width
// punctuation is its half-width form) and without whitespace (a gap between two text blocks may come out as a space).
// Run: cd bench && pnpm exec tsx --conditions=@dubkit/source ocr.ts [runs of the 1280×720 image=10]
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { OcrUploadResult, UploadPolicy } from '@dubkit/sdk-core';
import {
  loadTextImageFonts,
  renderTextImage,
  type Shape,
  type TextRun,
} from '../apps/server/src/testing/textImages.ts';
import { type Envelope, startApiServer } from './api-server.ts';

const SERIF = 'Noto Serif SC';
loadTextImageFonts([dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-serif-sc/package.json'))]);

const runs = Number(process.argv[2] ?? 10);

const SENTENCES = [
  '配音工坊让文字变成自然流畅的声音',
  '清晨的阳光洒进小城，街道两旁的早餐店已经热闹起来。',
  '支持普通话、粤语和英语，共有一百多种主播可选。',
  '会员每月可合成2000分钟，导出MP3或WAV格式。',
  '请上传jpg或png格式的图片，大小不超过10M。',
  '春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。',
  '短视频创作者常用的配音风格：温柔、激昂、幽默。',
  '订单编号：DK20261125 下单时间：2026年11月25日',
  '人工智能正在改变内容生产的方式',
  '识别结果可以一键复制，也可以导出为TXT文件。',
];

interface Sample {
  name: string;
  text: string;
  image: Buffer;
}

/** One line or a few, in one face, size and colour scheme. */
async function textSample(
  name: string,
  lines: string[],
  style: { size: number; family?: string; weight?: number; color?: string; background?: string },
): Promise<Sample> {
  const lineHeight = Math.round(style.size * 1.8);
  const width = Math.max(...lines.map((line) => line.length)) * style.size + 2 * style.size;
  const runs: TextRun[] = lines.map((text, i) => ({ text, x: style.size, y: lineHeight * (i + 1), ...style }));
  const image = await renderTextImage({
    width,
    height: lineHeight * (lines.length + 0.6),
    background: style.background,
    runs,
  });
  return { name, text: lines.join('\n'), image };
}

/** The runs' text in reading order: rows top to bottom (baselines within half a size of each other), each left to right. */
function readingOrder(runs: TextRun[]): string {
  const rows: TextRun[][] = [];
  for (const run of [...runs].sort((a, b) => a.y - b.y)) {
    const row = rows.at(-1);
    if (row && Math.abs((row[0]?.y ?? 0) - run.y) < run.size / 2) row.push(run);
    else rows.push([run]);
  }
  return rows
    .map((row) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((run) => run.text)
        .join(' '),
    )
    .join('\n');
}

/** A 1080p screenshot of a web tool: top bar, side menu, a card of text, buttons and a status bar. */
async function screenshot(): Promise<Sample> {
  const shapes: Shape[] = [
    { x: 0, y: 0, width: 1920, height: 72, fill: '#1f2937' },
    { x: 0, y: 72, width: 260, height: 968, fill: '#f3f4f6' },
    { x: 300, y: 110, width: 1560, height: 760, fill: '#ffffff', radius: 12 },
    { x: 340, y: 900, width: 180, height: 56, fill: '#2563eb', radius: 8 },
    { x: 540, y: 900, width: 180, height: 56, fill: '#e5e7eb', radius: 8 },
    { x: 0, y: 1040, width: 1920, height: 40, fill: '#e5e7eb' },
    ...[0, 1, 2, 3, 4].map((i) => ({ x: 16, y: 112 + i * 64, width: 228, height: 48, fill: '#e5e7eb', radius: 6 })),
  ];
  const chrome: TextRun[] = [
    { text: '配音工坊', x: 32, y: 47, size: 28, weight: 700, color: '#ffffff' },
    { text: '首页', x: 1380, y: 45, size: 20, color: '#d1d5db' },
    { text: '创作中心', x: 1480, y: 45, size: 20, color: '#d1d5db' },
    { text: '智能工具', x: 1620, y: 45, size: 20, color: '#d1d5db' },
    ...['图片文字识别', '视频提取', '音频提取', '语音转文字', '智能改写'].map((text, i) => ({
      text,
      x: 40,
      y: 144 + i * 64,
      size: 20,
      color: '#374151',
    })),
    { text: '开始识别', x: 390, y: 937, size: 22, color: '#ffffff' },
    { text: '导出文本', x: 590, y: 937, size: 22, color: '#111827' },
    { text: '已识别12行，用时1.2秒', x: 24, y: 1067, size: 16, color: '#4b5563' },
  ];
  const body: TextRun[] = SENTENCES.map((text, i) => ({ text, x: 340, y: 180 + i * 66, size: 30, color: '#111827' }));
  const image = await renderTextImage({
    width: 1920,
    height: 1080,
    background: '#f9fafb',
    shapes,
    runs: [...chrome, ...body],
  });
  return { name: '1080p screenshot', text: readingOrder([...chrome, ...body]), image };
}

/** A 1280×720 slide: a title and six lines. */
async function slide(): Promise<Sample> {
  const runs: TextRun[] = [
    { text: '图片文字识别', x: 64, y: 100, size: 48, weight: 700 },
    ...SENTENCES.slice(1, 7).map((text, i) => ({ text, x: 64, y: 200 + i * 80, size: 32, color: '#1f2937' })),
  ];
  const image = await renderTextImage({ width: 1280, height: 720, background: '#fdfdfd', runs });
  return { name: '1280×720 slide', text: readingOrder(runs), image };
}

const samples: Sample[] = [
  await textSample('sans 400 48px', [SENTENCES[0] ?? ''], { size: 48 }),
  await textSample('sans 300 40px', [SENTENCES[1] ?? ''], { size: 40, weight: 300 }),
  await textSample('sans 700 36px', [SENTENCES[2] ?? ''], { size: 36, weight: 700 }),
  await textSample('sans 900 56px', [SENTENCES[8] ?? ''], { size: 56, weight: 900 }),
  await textSample('sans 500 24px', [SENTENCES[3] ?? ''], { size: 24, weight: 500 }),
  await textSample('sans 400 18px', [SENTENCES[4] ?? ''], { size: 18 }),
  await textSample('sans 400 16px', [SENTENCES[9] ?? ''], { size: 16 }),
  await textSample('serif 400 44px', [SENTENCES[5] ?? ''], { size: 44, family: SERIF }),
  await textSample('serif 700 32px', [SENTENCES[6] ?? ''], { size: 32, family: SERIF, weight: 700 }),
  await textSample('serif 200 28px', [SENTENCES[7] ?? ''], { size: 28, family: SERIF, weight: 200 }),
  await textSample('white on blue', [SENTENCES[0] ?? ''], { size: 40, color: '#ffffff', background: '#1d4ed8' }),
  await textSample('grey on beige', [SENTENCES[1] ?? ''], { size: 32, color: '#6b7280', background: '#fef3c7' }),
  await textSample('red 600', [SENTENCES[2] ?? ''], { size: 30, weight: 600, color: '#b91c1c' }),
  await textSample('three lines sans', SENTENCES.slice(3, 6), { size: 30 }),
  await textSample('three lines serif', SENTENCES.slice(6, 9), { size: 30, family: SERIF }),
  await textSample('poem 64px', ['春眠不觉晓', '处处闻啼鸟'], { size: 64, family: SERIF, weight: 600 }),
  await textSample('dark mode', [SENTENCES[9] ?? ''], { size: 28, color: '#e5e7eb', background: '#111827' }),
  await textSample('numbers and latin', [SENTENCES[7] ?? ''], { size: 36, weight: 500 }),
  await screenshot(),
  await slide(),
];

/** Levenshtein distance over code points. */
function editDistance(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}
const comparable = (text: string) => [...text.normalize('NFKC').replace(/\s+/g, '')];

const port = 44000 + (process.pid % 1000);
// As `npm start` runs the server: two malloc arenas (scripts/start.mjs); the OCR workers stop after IDLE_SECONDS.
const IDLE_SECONDS = 5;
const server = await startApiServer(port, {
  DUBKIT_SPEECH_WORKERS: '1',
  DUBKIT_OCR_IDLE_SECONDS: String(IDLE_SECONDS),
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
});
try {
  const token = await server.logIn('13800009999');
  const recognise = async (image: Buffer) => {
    const { data: policy } = await server.call<UploadPolicy>(
      `/api/tools/ocr/policy?filename=bench.png&type=0`,
      undefined,
      token,
    );
    const form = new FormData();
    form.append('key', `${policy.dir}${policy.filename}`);
    form.append('OSSAccessKeyId', policy.accessKeyId);
    form.append('policy', policy.policy);
    form.append('Signature', policy.signature);
    form.append('callback', policy.callback);
    form.append('success_action_status', '200');
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), policy.filename);
    const started = performance.now();
    const reply = (await (
      await fetch(policy.host, { method: 'POST', body: form })
    ).json()) as Envelope<OcrUploadResult>;
    if (reply.code !== 200) throw new Error(`OCR refused: ${reply.message}`);
    return { text: reply.data.content, ms: performance.now() - started };
  };

  const warm = server.memoryMb('VmRSS');
  const first = await recognise(samples[0]?.image ?? Buffer.alloc(0));
  console.log(
    `server resident before the first image: ${warm} MB; first image (models load) ${first.ms.toFixed(0)} ms`,
  );

  let errors = 0;
  let characters = 0;
  console.log('\nimage                         chars   CER    time  server peak');
  for (const sample of samples) {
    const { text, ms } = await recognise(sample.image);
    const expected = comparable(sample.text);
    const distance = editDistance(expected, comparable(text));
    errors += distance;
    characters += expected.length;
    const cer = ((distance / expected.length) * 100).toFixed(1);
    console.log(
      `${sample.name.padEnd(30)}${String(expected.length).padStart(5)} ${cer.padStart(5)}% ${ms.toFixed(0).padStart(6)} ms` +
        `${String(server.memoryMb('VmHWM')).padStart(8)} MB`,
    );
    if (distance > 0) console.log(`  read: ${text.replace(/\n/g, ' / ')}`);
  }

  const slideImage = samples.at(-1)?.image ?? Buffer.alloc(0);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await recognise(slideImage)).ms);
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)] ?? 0;

  console.log(
    `\ncharacter error rate: ${((errors / characters) * 100).toFixed(2)}% (${errors} of ${characters} characters; target ≤ 3%)`,
  );
  console.log(`1280×720 image, upload to text: p50 ${p50.toFixed(0)} ms over ${runs} runs (target ≤ 1500 ms)`);
  const peak = server.memoryMb('VmHWM');
  console.log(
    `server peak resident memory: ${peak} MB, of which OCR added ${peak - warm} MB over the warm server ` +
      `(one speech worker included; target ≤ 800 MB)`,
  );
  await new Promise((resolve) => setTimeout(resolve, (IDLE_SECONDS + 3) * 1000));
  const idle = server.memoryMb('VmRSS');
  console.log(
    `server resident ${IDLE_SECONDS + 3} s after the last image (OCR workers stop after ${IDLE_SECONDS} s idle): ${idle} MB, ` +
      `${idle - warm} MB over the warm server`,
  );
} finally {
  await server.stop();
}
