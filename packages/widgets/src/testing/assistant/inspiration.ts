import { type InspirationItem, routes, type TemplateApplyBody } from '@dubkit/sdk-core';
import { delay, HttpResponse, http } from 'msw';
import { Failure, type ReplyOptions, reply } from '../reply';

/** Story data and MSW handlers of the inspiration center: templates, their details and the streamed apply answer. */

const svgIcon = (glyph: string, from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="48" height="48" rx="12" fill="url(#g)"/><text x="24" y="31" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">${glyph}</text></svg>`,
  )}`;

export const templates: InspirationItem[] = [
  {
    code: 'video-script',
    icon: svgIcon('稿', '#6366f1', '#8b5cf6'),
    title: '短视频口播稿',
    subtitle: '输入主题，生成 60 秒内开头抓人、节奏紧凑的口播文案',
    placeholder: '例如：给上班族推荐一款便携咖啡机，突出三分钟出杯',
    demos: ['给上班族推荐一款便携咖啡机，突出三分钟出杯', '介绍春季露营的五件必备装备', '讲讲如何在一周内养成早起习惯'],
    label: { id: 1, textColor: '#ffffff', bgColor: '#dc2626', value: '热门' },
  },
  {
    code: 'product-blurb',
    icon: svgIcon('品', '#f97316', '#f59e0b'),
    title: '商品卖点文案',
    subtitle: '提炼三个核心卖点，写成适合配音的带货介绍',
    placeholder: '输入商品名称和特点',
    demos: ['无线降噪耳机，续航 40 小时，轻至 4.5 克'],
    // White on light yellow: the widget puts dark text on it.
    label: { id: 2, textColor: '#ffffff', bgColor: '#fde68a', value: '新品' },
  },
  {
    code: 'story-narration',
    icon: '故',
    title: '故事旁白',
    subtitle: '把一句话梗概扩写成有画面感、适合朗读的故事旁白',
    placeholder: '输入故事梗概',
    demos: ['一只流浪猫在雨夜找到了新家'],
    label: { id: 3, textColor: '#065f46', bgColor: '#d1fae5', value: '推荐' },
  },
  {
    code: 'ad-slogan',
    icon: '',
    title: '广告语',
    subtitle: '十个字以内、朗朗上口的品牌口号，附创意说明',
    placeholder: '输入品牌和想传达的感受',
    demos: [],
    label: null,
  },
];

/** A streamed answer in pieces; its events carry `{ content }` and the last `{ final: true }`. */
export const APPLY_ANSWER = ['【开场】', '每天早上排队买咖啡？', '三分钟，', '在工位上就能喝到现磨的香浓。'];

export type ApplyBehaviour =
  /** Sends the answer's pieces `gapMs` apart and ends. */
  | { kind: 'answer'; pieces?: readonly string[]; gapMs?: number }
  /** Sends the pieces, then stays open until the client stops it. */
  | { kind: 'endless'; pieces?: readonly string[] }
  /** Sends the pieces, then an error event (a JSON object with a code), as the server reports a failure mid-stream. */
  | { kind: 'error'; pieces?: readonly string[]; code?: number; message?: string }
  /** Answers with a non-OK HTTP status. */
  | { kind: 'status'; status: number; statusText: string };

export interface InspirationServerOptions {
  list?: readonly InspirationItem[];
  listDelay?: ReplyOptions['delay'];
  /** The template search fails. */
  listFails?: boolean;
  apply?: ApplyBehaviour;
}

const encoder = new TextEncoder();
const event = (data: unknown) => encoder.encode(`data: ${JSON.stringify(data)}\n\n`);

function eventStream(behaviour: ApplyBehaviour, signal: AbortSignal): Response {
  if (behaviour.kind === 'status')
    return new HttpResponse(null, { status: behaviour.status, statusText: behaviour.statusText });
  const pieces = behaviour.pieces ?? APPLY_ANSWER;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const piece of pieces) {
        if (signal.aborted) return;
        controller.enqueue(event({ content: piece }));
        await delay(behaviour.kind === 'answer' ? (behaviour.gapMs ?? 30) : 20);
      }
      if (behaviour.kind === 'endless') return;
      if (behaviour.kind === 'error')
        controller.enqueue(
          event({ code: behaviour.code ?? 500, message: behaviour.message ?? '生成失败，请稍后重试' }),
        );
      else controller.enqueue(event({ content: '', final: true }));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

/**
 * The inspiration calls: the template page, a template's detail (an unknown code fails as the server's 404), and the
 * apply stream behaving as `apply` says. `calls.applied` records the apply bodies; `reset` clears it (pass it as
 * `parameters.dubkit.setup`).
 */
export function inspirationServer({
  list = templates,
  listDelay,
  listFails = false,
  apply = { kind: 'answer' },
}: InspirationServerOptions = {}) {
  const calls = { applied: [] as TemplateApplyBody[], signatures: [] as string[] };
  return {
    calls,
    reset: () => {
      calls.applied.length = 0;
      calls.signatures.length = 0;
    },
    handlers: [
      reply(
        routes.gpt.templateSearch,
        () => (listFails ? new Failure(500, '服务繁忙') : { total: list.length, list: [...list] }),
        { delay: listDelay },
      ),
      reply(
        routes.gpt.templateDetail,
        ({ query }) => list.find((item) => item.code === query.get('code')) ?? new Failure(404, '模板不存在'),
      ),
      http.post(routes.gpt.templateApply.path, async ({ request }) => {
        calls.applied.push((await request.json()) as TemplateApplyBody);
        calls.signatures.push(request.headers.get('X-Signature') ?? '');
        return eventStream(apply, request.signal);
      }),
    ],
  };
}
