import {
  type AsrMemberInfo,
  type AsrProduct,
  type AsrSentence,
  type AsrTask,
  type AsrTaskDetail,
  type PresetOrder,
  routes,
  type UploadPolicy,
} from '@dubkit/sdk-core';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { qrLikeImage } from '../assistant/membership';
import { Failure, type ReplyOptions, reply } from '../reply';

/** Story data and MSW handlers of speech-to-text: tasks, results, the upload, the plan and its orders. */

export const ASR_STORAGE_HOST = 'https://oss.story.dubkit.test/asr';

const CREATED = Date.UTC(2026, 10, 25, 2, 30);

export const asrSentences: AsrSentence[] = [
  { channelId: 1, beginTime: 0, endTime: 2400, text: '大家好，欢迎来到配音工坊。' },
  { channelId: 1, beginTime: 3100, endTime: 6500, text: '今天教大家三分钟做出一条爆款口播视频。' },
  { channelId: 1, beginTime: 7000, endTime: 9800, text: '第一步，先把文案提取出来。' },
];

/** A task as the list shows it; status 0 success, 2 failed, others processing. */
export function asrTask(n: number, patch: Partial<AsrTask> = {}): AsrTask {
  return {
    taskCode: `ASR${String(n).padStart(4, '0')}`,
    taskTitle: `口播素材${n}.mp4`,
    taskStatus: 0,
    taskStatusText: '识别完成',
    audioDuration: 95 + n,
    createTime: CREATED - n * 3_600_000,
    ...patch,
  };
}

export const processingTask = (n: number) => asrTask(n, { taskStatus: 3, taskStatusText: '识别中 45%' });
export const failedTask = (n: number) =>
  asrTask(n, { taskStatus: 2, taskStatusText: '识别失败：音频中没有可识别的语音' });

export const asrProducts: AsrProduct[] = [
  {
    id: 201,
    name: '转写会员',
    title: '年度会员',
    promotion: '限时特惠',
    originPrice: 360,
    realPrice: 288,
    saveMoney: 72,
    minutes: 500,
  },
  {
    id: 202,
    name: '转写会员',
    title: '月度会员',
    promotion: null,
    originPrice: 30,
    realPrice: 30,
    saveMoney: 0,
    minutes: 500,
  },
];

export const asrNotMember: AsrMemberInfo = { vipLevel: 0, startTime: 0, endTime: 0, expired: false };
export const asrMember: AsrMemberInfo = {
  vipLevel: 1,
  startTime: Date.UTC(2026, 0, 1, 4),
  endTime: Date.UTC(2027, 0, 1, 4),
  expired: false,
  monthMinutesUsed: 123.4,
  monthMinutesAllowed: 500,
};
export const asrExpiredMember: AsrMemberInfo = {
  vipLevel: 0,
  startTime: Date.UTC(2025, 0, 1, 4),
  endTime: Date.UTC(2026, 0, 1, 4),
  expired: true,
  monthMinutesUsed: 30,
  monthMinutesAllowed: 30,
};

export const asrPolicy = (filename: string): UploadPolicy => ({
  host: ASR_STORAGE_HOST,
  dir: 'asr/2026/11/',
  filename,
  accessKeyId: 'story-key',
  policy: 'eyJleHBpcmF0aW9uIjoiMjA5OS0wMS0wMSJ9',
  signature: 'story-signature',
  callback: 'eyJjYWxsYmFja1VybCI6Ii9hcGkvdG9vbHMvYXNyL2NhbGxiYWNrIn0=',
});

export interface AsrServerOptions {
  tasks?: AsrTask[];
  sentences?: AsrSentence[];
  member?: AsrMemberInfo;
  /** The policy call's failure (code 402 is the month's minutes). */
  policyFailure?: Failure;
  /** The storage host's failure message. */
  uploadFailure?: string;
  /** Holds the storage host's answer back; 'infinite' keeps the upload going. */
  uploadDelay?: number | 'infinite';
  /** The share link call's failure. */
  linkFailure?: Failure;
  listDelay?: ReplyOptions['delay'];
  /** The order check's answer: 1 paid, -1 expired, else waiting. */
  status?: (orderNo: string) => number;
  /** A processing task is done after this many list calls (0: never). */
  finishAfter?: number;
}

/** The speech-to-text calls, answering as the options say; `calls` records what they were sent. */
export function asrServer({
  tasks: initial = [],
  sentences = asrSentences,
  member = asrNotMember,
  policyFailure,
  uploadFailure,
  uploadDelay,
  linkFailure,
  listDelay,
  status = () => 0,
  finishAfter = 0,
}: AsrServerOptions = {}) {
  let tasks = [...initial];
  let serial = 0;
  let paid = false;
  const calls = {
    policies: [] as { filename: string; fileLength: number; duration: number }[],
    uploads: [] as { key: string | null; fileName: string | null }[],
    links: [] as string[],
    lists: [] as { page: number; pageSize: number }[],
    deleted: [] as string[],
    details: [] as string[],
    orders: [] as { productType: number; productId: number; payMethod: number }[],
    checks: [] as string[],
  };
  const add = (title: string, duration: number) => {
    serial += 1;
    const task = asrTask(900 + serial, {
      taskTitle: title,
      taskStatus: 1,
      taskStatusText: '排队中',
      audioDuration: duration,
      createTime: Date.now(),
    });
    tasks = [task, ...tasks];
    return task;
  };
  const handlers: RequestHandler[] = [
    reply(
      routes.tools.asrTasks,
      ({ body }) => {
        const page = Number(body.page) || 1;
        const pageSize = Number(body.pageSize) || 10;
        calls.lists.push({ page, pageSize });
        if (finishAfter && calls.lists.length >= finishAfter)
          tasks = tasks.map((task) =>
            task.taskStatus === 0 || task.taskStatus === 2
              ? task
              : { ...task, taskStatus: 0, taskStatusText: '识别完成' },
          );
        return { total: tasks.length, list: tasks.slice((page - 1) * pageSize, page * pageSize) };
      },
      { delay: listDelay },
    ),
    reply(routes.tools.asrTaskDetails, ({ query }) => {
      const code = query.get('taskCode') ?? '';
      calls.details.push(code);
      const task = tasks.find((item) => item.taskCode === code);
      if (!task) return new Failure(404, '任务不存在');
      const detail: AsrTaskDetail = {
        ...task,
        result: task.taskStatus === 0 ? { duration: task.audioDuration * 1000, sentences } : null,
      };
      return detail;
    }),
    reply(routes.tools.asrDeleteTask, ({ query }) => {
      const code = query.get('taskCode') ?? '';
      calls.deleted.push(code);
      tasks = tasks.filter((task) => task.taskCode !== code);
      return null;
    }),
    reply(routes.tools.asrPolicy, ({ body }) => {
      calls.policies.push({
        filename: String(body.filename),
        fileLength: Number(body.fileLength),
        duration: Number(body.duration),
      });
      return policyFailure ?? asrPolicy(String(body.filename));
    }),
    http.post(ASR_STORAGE_HOST, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      calls.uploads.push({ key: form.get('key') as string | null, fileName: file instanceof File ? file.name : null });
      if (uploadDelay !== undefined) await delay(uploadDelay);
      if (uploadFailure) return HttpResponse.json({ code: 500, message: uploadFailure, data: null });
      const task = add(file instanceof File ? file.name : 'audio', 61);
      return HttpResponse.json({ code: 200, message: 'success', data: task });
    }),
    reply(routes.tools.asrParseShareUrl, ({ body }) => {
      calls.links.push(String(body.shareUrl));
      return linkFailure ?? add('分享视频.mp4', 42);
    }),
    reply(routes.tools.asrVipInfo, () => (paid ? asrMember : member)),
    reply(routes.tools.asrVipProducts, () => [...asrProducts]),
    reply(routes.trade.newPresetOrder, ({ body }) => {
      serial += 1;
      const productId = Number(body.productId);
      const payMethod = Number(body.payMethod) === 2 ? 2 : 1;
      calls.orders.push({ productType: Number(body.productType), productId, payMethod });
      const order: PresetOrder = {
        orderNo: `ASR${productId}${payMethod}${serial}`,
        qrcode: qrLikeImage(productId * 100 + payMethod * 10 + serial),
        amount: asrProducts.find((item) => item.id === productId)?.realPrice ?? 0,
        payMethod,
      };
      return order;
    }),
    reply(routes.trade.checkPresetOrderStatus, ({ query }) => {
      const orderNo = query.get('orderNo') ?? '';
      calls.checks.push(orderNo);
      const answer = status(orderNo);
      if (answer === 1) paid = true;
      return { status: answer, subtitle: '' };
    }),
  ];
  return {
    calls,
    handlers,
    reset: () => {
      tasks = [...initial];
      serial = 0;
      paid = false;
      for (const list of Object.values(calls)) list.length = 0;
    },
  };
}

/** A file of the given name and size (its bytes are not media; stories pass their own duration reader). */
export function mediaFile(name: string, size = 2048, type = ''): File {
  const file = new File([new Uint8Array(Math.min(size, 4096))], name, { type });
  if (size > 4096) Object.defineProperty(file, 'size', { value: size });
  return file;
}
