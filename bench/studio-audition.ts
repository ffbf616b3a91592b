// Audition in the browser, as a creator hears it: the built website on the reference server with the local speech
// engine, a 300-character selection in the dubbing studio, and the time from clicking 试听 to the first audible
// sample (an analyser on the audition's audio element finds the first sample above -40 dBFS). Target p50 ≤ 400 ms.
// Run: cd bench && pnpm exec tsx studio-audition.ts [runs=12] [workers=1]
import { chromium, type Page } from 'playwright';
import { logInBySms, newPhone } from '../e2e/login.ts';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { startReferenceServer } from '../scripts/server.ts';
import { percentile } from './stats.ts';

const RUNS = Number(process.argv[2] ?? 12);
const WORKERS = process.argv[3] ?? '1';
const SELECTION_LENGTH = 300;
const AUDIBLE = 0.01;

const SCRIPT = (
  '清晨的阳光洒在湖面上，微风吹过，泛起层层涟漪。远处的山峦在薄雾中若隐若现，像一幅淡淡的水墨画。' +
  '岸边的柳树轻轻摇曳，几只白鹭在浅水中悠闲地踱步。渔夫划着小船慢慢驶向湖心，船桨拍打水面的声音清脆悦耳。' +
  '孩子们在草地上追逐嬉戏，笑声在空气中回荡，整个世界都显得那么安宁美好。'
).repeat(3);

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

/** Watches the audition's audio element through an analyser; `audibleAt` is set at the first loud sample. */
async function listen(page: Page) {
  // tsx names the functions it compiles with a helper the page does not have.
  await page.evaluate('globalThis.__name = (target) => target');
  await page.evaluate((threshold) => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-audition]');
    if (!audio) throw new Error('no audition player');
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 256;
    context.createMediaElementSource(audio).connect(analyser);
    analyser.connect(context.destination);
    const samples = new Float32Array(analyser.fftSize);
    const probe = window as unknown as { audition: { clickedAt: number; audibleAt: number } };
    probe.audition = { clickedAt: 0, audibleAt: 0 };
    const poll = () => {
      analyser.getFloatTimeDomainData(samples);
      if (probe.audition.clickedAt && !probe.audition.audibleAt && samples.some((s) => Math.abs(s) > threshold)) {
        probe.audition.audibleAt = performance.now();
      }
      setTimeout(poll, 1);
    };
    poll();
  }, AUDIBLE);
}

async function auditionOnce(page: Page): Promise<{ audible: number; firstByte: number }> {
  await page.evaluate(() => {
    (window as unknown as { audition: { clickedAt: number; audibleAt: number } }).audition = {
      clickedAt: 0,
      audibleAt: 0,
    };
  });
  await page.getByRole('textbox', { name: '配音文案' }).click();
  await page.keyboard.press('Control+A');
  const firstResponse = page.waitForResponse((r) => r.url().endsWith('/api/tts/audition'));
  const button = page.getByRole('toolbar', { name: '编辑工具' }).getByRole('button', { name: '试听', exact: true });
  await button.evaluate((element) => {
    element.addEventListener(
      'click',
      () => {
        (window as unknown as { audition: { clickedAt: number } }).audition.clickedAt = performance.now();
      },
      { once: true, capture: true },
    );
  });
  await button.click();
  const response = await firstResponse;
  await page.waitForFunction(() => (window as unknown as { audition: { audibleAt: number } }).audition.audibleAt > 0);
  const { clickedAt, audibleAt } = await page.evaluate(
    () => (window as unknown as { audition: { clickedAt: number; audibleAt: number } }).audition,
  );
  const timing = response.request().timing();
  await page.getByRole('toolbar', { name: '编辑工具' }).getByRole('button', { name: '停止', exact: true }).click();
  return { audible: audibleAt - clickedAt, firstByte: timing.responseStart - timing.requestStart };
}

const server = await startReferenceServer(
  44100 + (process.pid % 500),
  {
    DUBKIT_SPEECH_WORKERS: WORKERS,
    DUBKIT_RATE_LIMITS: 'off',
    // The login helper walks the captcha dialog, so every SMS asks for it.
    DUBKIT_SMS_CAPTCHA: 'always',
  },
  { rebuild: true },
);
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', baseURL: server.baseUrl })
  ).newPage();
  await page.goto('/home');
  await logInBySms(page, server.baseUrl, newPhone(), { open: true });
  await page.goto('/creation?anchorType=0&anchorId=12');
  await page.getByRole('complementary', { name: '当前主播' }).getByRole('heading').waitFor();
  await page.getByRole('textbox', { name: '配音文案' }).click();
  await page.keyboard.insertText(SCRIPT.slice(0, SELECTION_LENGTH));
  await listen(page);

  await auditionOnce(page); // warm-up: first use of the voice and the page's decoder
  const audible: number[] = [];
  const firstByte: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await auditionOnce(page);
    audible.push(result.audible);
    firstByte.push(result.firstByte);
  }
  console.log(`Studio audition, ${SELECTION_LENGTH}-character selection, ${RUNS} runs, ${WORKERS} speech worker(s)`);
  console.log(
    `  click → first audible sample  p50 ${ms(percentile(audible, 50))}  p95 ${ms(percentile(audible, 95))}  min ${ms(Math.min(...audible))}  (target p50 ≤ 400 ms)`,
  );
  console.log(
    `  first chunk: request → first byte  p50 ${ms(percentile(firstByte, 50))}  p95 ${ms(percentile(firstByte, 95))}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
