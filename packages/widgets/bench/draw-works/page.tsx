/**
 * The drawing works' benchmark page: the real DrawWorks (its store, task cards, infinite list) over a server stub
 * holding 1,000 tasks (mostly done with 1–4 PNG pictures of each size, some in progress, some failed), paged by 10.
 * The benchmark scrolls to the end until all are loaded, then through the whole list, counting long tasks.
 */

import { createMemoryAuth, type DrawTask } from '@dubkit/sdk-core';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DubKitProvider } from '../../src';
import { DrawWorks } from '../../src/draw/DrawWorks';
import { drawTask } from '../../src/testing/draw/draw';

const TOTAL = 1000;
const SIZES = ['1024*1024', '720*1280', '1280*720'];
/** A PNG of the size's shape (a tenth of it), as the server stores pictures; a few colours shared by all tasks. */
async function pngUrl(size: string, hue: number): Promise<string> {
  const [width, height] = size.split('*').map((value) => Math.round(Number(value) / 10)) as [number, number];
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, `hsl(${hue} 70% 60%)`);
  gradient.addColorStop(1, `hsl(${(hue + 60) % 360} 70% 35%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/png' }));
}
const pictures = new Map<string, string>();
for (const size of SIZES)
  for (const hue of [0, 60, 120, 180, 240, 300]) pictures.set(`${size}/${hue}`, await pngUrl(size, hue));

/** Every 25th task in progress, every 40th failed, the rest done with 1–4 PNG pictures. */
const tasks: DrawTask[] = Array.from({ length: TOTAL }, (_, index) => {
  const task = drawTask(index, {
    paramSize: SIZES[index % 3],
    taskStatus: index % 25 === 7 ? 1 : index % 40 === 13 ? 3 : 2,
  });
  return {
    ...task,
    imageList: task.imageList.map((_, image) => ({
      url: `${pictures.get(`${task.paramSize}/${((index + image) % 6) * 60}`)}#${task.taskCode}-${image}`,
    })),
  };
});

const json = (data: unknown) => Response.json({ code: 200, message: 'success', data });
const fetchStub: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url, location.href);
  if (url.pathname.endsWith('/task/list')) {
    const { page = 1, pageSize = 10 } = (await request.json()) as { page?: number; pageSize?: number };
    return json({ list: tasks.slice((page - 1) * pageSize, page * pageSize), hasMore: page * pageSize < TOTAL });
  }
  if (url.pathname.endsWith('/task/check'))
    return json(tasks.find((task) => task.taskCode === url.searchParams.get('taskCode')));
  return Response.json({ code: 404, message: url.pathname, data: null });
};

const longTasks: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });

const nextPaint = () =>
  new Promise<number>((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cardCount = () => Number(document.querySelector('ul[data-count]')?.getAttribute('data-count') ?? 0);
const ended = () => document.querySelector('[data-state="end"]') !== null;

const root = createRoot(document.getElementById('root') as HTMLElement);

Object.assign(window, {
  bench: {
    longTasks,
    cardCount,
    mount(loadDelayMs: number) {
      flushSync(() =>
        root.render(
          <DubKitProvider auth={createMemoryAuth(null)} fetch={fetchStub}>
            <div style={{ width: 900, margin: '0 auto' }}>
              <DrawWorks loadDelayMs={loadDelayMs} />
            </div>
          </DubKitProvider>,
        ),
      );
    },
    /** Keeps scrolling to the end, as a reader does, until the list says there is no more; gives the ms taken. */
    async loadAll() {
      const start = performance.now();
      while (!ended()) {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await nextPaint();
        await sleep(16);
      }
      return performance.now() - start;
    },
    /** Scrolls the whole list from top to bottom in `steps`; gives each step's time to paint. */
    async scroll(steps: number) {
      window.scrollTo(0, 0);
      await nextPaint();
      const times: number[] = [];
      for (let i = 1; i <= steps; i++) {
        const start = performance.now();
        window.scrollTo(0, (document.documentElement.scrollHeight * i) / steps);
        times.push((await nextPaint()) - start);
      }
      return times;
    },
    reset: () => {
      longTasks.length = 0;
    },
  },
});
