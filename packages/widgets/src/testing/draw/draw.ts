import { type DrawOptions, type DrawTask, routes, type UploadPolicy } from '@dubkit/sdk-core';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { fail, mock } from '../mock';

/** Story data of AI drawing: options, tasks in every state, and a server that pages, checks, redraws and deletes. */

export const DRAW_STORAGE_HOST = 'https://oss.story.dubkit.test/draw';

const STYLE_NAMES = ['国风水墨', '赛博朋克', '油画', '动漫', '水彩', '写实摄影', '像素艺术', '3D卡通'];
const HUES = [200, 280, 20, 330, 170, 40, 110, 250];

/** An SVG picture as a data URL: a gradient of `hue` at the given pixel size, with a label. */
export function pictureUrl(hue: number, width = 64, height = 64, label = ''): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 60%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 35%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="hsl(${hue} 90% 90%)"/><text x="50%" y="90%" font-size="${Math.round(Math.min(width, height) / 10)}" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const drawOptions: DrawOptions = {
  styleList: STYLE_NAMES.map((name, index) => ({ id: index + 1, name, pic: pictureUrl(HUES[index] ?? 0, 96, 96) })),
  sizeList: [
    { name: '方图', ratio: '1:1', value: '1024*1024' },
    { name: '竖图', ratio: '9:16', value: '720*1280' },
    { name: '横图', ratio: '16:9', value: '1280*720' },
  ],
};

export const STATUS_TEXT: Record<number, string> = { 0: '排队中', 1: '生成中', 2: '已完成' };

const PROMPTS = [
  '月光下的江南古镇，青石板路，小桥流水，灯笼倒映在水面',
  '霓虹灯下的未来城市，雨夜，飞行汽车穿梭在高楼之间',
  '一只戴着围巾的橘猫坐在窗台上看雪',
  '清晨的雪山湖泊，薄雾，金色的阳光洒在山顶',
];

const START = Date.UTC(2026, 10, 25, 2, 0);

/** A task, done with `count` pictures of `size` unless another status is given. */
export function drawTask(index: number, patch: Partial<DrawTask> = {}): DrawTask {
  const styleIndex = index % STYLE_NAMES.length;
  const size = patch.paramSize ?? '1024*1024';
  const count = patch.paramNum ?? 1 + (index % 4);
  const status = patch.taskStatus ?? 2;
  const [width, height] = size.split('*').map((value) => Math.round(Number(value) / 8));
  return {
    taskCode: `D${String(index).padStart(6, '0')}`,
    createTime: START - index * 60_000,
    styleId: styleIndex + 1,
    styleName: STYLE_NAMES[styleIndex] ?? '',
    paramSize: size,
    paramNum: count,
    paramPrompt: PROMPTS[index % PROMPTS.length] ?? '',
    paramRefImg: null,
    paramRefMode: null,
    paramRefStrength: null,
    taskStatus: status,
    taskStatusText: STATUS_TEXT[status] ?? '生成失败：图像服务暂不可用',
    imageList:
      status === 2
        ? Array.from({ length: count }, (_, image) => ({
            url: pictureUrl((HUES[styleIndex] ?? 0) + image * 25, width, height, `${index}-${image + 1}`),
          }))
        : [],
    ...patch,
  };
}

/** `total` tasks, newest first, cycling through sizes and counts, all done. */
export const drawTasks = (total: number, first = 0) =>
  Array.from({ length: total }, (_, index) =>
    drawTask(first + index, { paramSize: drawOptions.sizeList[(first + index) % 3]?.value ?? '1024*1024' }),
  );

export const drawPolicy = (filename: string): UploadPolicy => ({
  host: DRAW_STORAGE_HOST,
  dir: 'draw/2026/11/',
  filename,
  accessKeyId: 'story-key',
  policy: 'eyJleHBpcmF0aW9uIjoiMjA5OS0wMS0wMSJ9',
  signature: 'story-signature',
  callback: 'eyJjYWxsYmFja1VybCI6Ii9hcGkvZHJhdy9jYWxsYmFjayJ9',
});

export interface DrawServerOptions {
  /** The tasks the server holds at the start, newest first. */
  tasks?: DrawTask[];
  /** Holds the list's answer back; 'infinite' keeps it loading. */
  listDelay?: number | 'infinite';
  /** From this page on, the list never answers (to show 数据加载中... under loaded tasks). */
  hangFromPage?: number;
  /** Holds the storage host's answer back; 'infinite' keeps the upload going. */
  uploadDelay?: number | 'infinite';
  /** The options call's failure message. */
  optionsFailure?: string;
  /** How many checks a new or redrawn task takes to finish (0: it is done at the first check). */
  checksToFinish?: number;
  /** What a finishing task becomes: done (2) or a failure status. */
  finishAs?: number;
}

/** What the handlers heard. */
export interface DrawCalls {
  pages: number[];
  added: unknown[];
  checks: string[];
  regenerated: string[];
  deleted: string[];
  policies: string[];
  uploads: (string | null)[];
}

/** The drawing calls over an in-memory list of tasks, answering as the options say; `calls` records what came. */
export function drawServer({
  tasks: initial = [],
  listDelay,
  hangFromPage,
  uploadDelay,
  optionsFailure,
  checksToFinish = 1,
  finishAs = 2,
}: DrawServerOptions = {}) {
  let tasks = initial.slice();
  const checksLeft = new Map<string, number>();
  let created = 0;
  const calls: DrawCalls = {
    pages: [],
    added: [],
    checks: [],
    regenerated: [],
    deleted: [],
    policies: [],
    uploads: [],
  };

  const finish = (task: DrawTask): DrawTask => {
    const done = drawTask(Number(task.taskCode.replace(/\D/g, '')) || 0, {
      ...task,
      taskStatus: finishAs,
      taskStatusText: STATUS_TEXT[finishAs] ?? '生成失败：图像服务暂不可用',
      imageList: [],
    });
    if (finishAs !== 2) return done;
    const [width, height] = task.paramSize.split('*').map((value) => Math.round(Number(value) / 8));
    return {
      ...done,
      imageList: Array.from({ length: task.paramNum }, (_, image) => ({
        url: pictureUrl(90 + image * 40, width, height, `${task.taskCode}-${image + 1}`),
      })),
    };
  };
  const update = (task: DrawTask) => {
    tasks = tasks.map((own) => (own.taskCode === task.taskCode ? task : own));
    return task;
  };
  const find = (taskCode: string | null) => tasks.find((task) => task.taskCode === taskCode);

  const handlers: RequestHandler[] = [
    mock(routes.draw.options, () => (optionsFailure ? fail(500, optionsFailure) : drawOptions)),
    mock(routes.draw.tasks, async ({ body }) => {
      const { page = 1, pageSize = 10 } = (body ?? {}) as { page?: number; pageSize?: number };
      calls.pages.push(page);
      if (listDelay !== undefined) await delay(listDelay);
      if (hangFromPage !== undefined && page >= hangFromPage) await delay('infinite');
      const list = tasks.slice((page - 1) * pageSize, page * pageSize);
      return { list, hasMore: page * pageSize < tasks.length };
    }),
    mock(routes.draw.check, ({ query }) => {
      const taskCode = query.get('taskCode');
      calls.checks.push(taskCode ?? '');
      const task = find(taskCode);
      if (!task) return fail(404, '任务不存在');
      if (task.taskStatus > 1) return task;
      const left = checksLeft.get(task.taskCode) ?? checksToFinish;
      if (left > 1) {
        checksLeft.set(task.taskCode, left - 1);
        return update({ ...task, taskStatus: 1, taskStatusText: STATUS_TEXT[1] ?? '' });
      }
      checksLeft.delete(task.taskCode);
      return update(finish(task));
    }),
    mock(routes.draw.add, ({ body }) => {
      calls.added.push(body);
      const input = body as { styleId: number; prompt: string; size: string; count: number; refImage?: string };
      created += 1;
      const style = drawOptions.styleList.find((own) => own.id === input.styleId);
      const task: DrawTask = {
        ...drawTask(900_000 + created, { paramSize: input.size, paramNum: input.count, taskStatus: 0 }),
        createTime: START + created * 60_000,
        styleId: input.styleId,
        styleName: style?.name ?? '',
        paramPrompt: input.prompt,
        paramRefImg: input.refImage ?? null,
      };
      tasks = [task, ...tasks];
      return task;
    }),
    mock(routes.draw.regenerate, ({ query }) => {
      const taskCode = query.get('taskCode');
      calls.regenerated.push(taskCode ?? '');
      const task = find(taskCode);
      if (!task) return fail(404, '任务不存在');
      return update({ ...task, taskStatus: 0, taskStatusText: STATUS_TEXT[0] ?? '', imageList: [] });
    }),
    mock(routes.draw.delete, ({ query }) => {
      const taskCode = query.get('taskCode');
      calls.deleted.push(taskCode ?? '');
      tasks = tasks.filter((task) => task.taskCode !== taskCode);
      return null;
    }),
    mock(routes.draw.ossPolicy, ({ query }) => {
      const filename = query.get('filename') ?? '';
      calls.policies.push(filename);
      return drawPolicy(filename);
    }),
    http.post(DRAW_STORAGE_HOST, async ({ request }) => {
      const form = await request.formData();
      calls.uploads.push(form.get('key') as string | null);
      if (uploadDelay !== undefined) await delay(uploadDelay);
      return HttpResponse.json({
        code: 200,
        message: 'success',
        data: { url: `${DRAW_STORAGE_HOST}/${form.get('key') ?? 'ref.png'}` },
      });
    }),
  ];
  return {
    calls,
    handlers,
    reset: () => {
      tasks = initial.slice();
      checksLeft.clear();
      created = 0;
      for (const list of Object.values(calls)) list.length = 0;
    },
  };
}
