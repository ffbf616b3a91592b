import { type Prompt, routes } from '@dubkit/sdk-core';
import { PROMPT_PAGE_SIZE } from '@dubkit/sdk-core/assistant';
import type { RequestHandler } from 'msw';
import { fail, mock } from '../mock';

/** Story data of the prompt library: prompts for dubbing creators, the page call, its failure and its delay. */

const SAMPLES: readonly Omit<Prompt, 'title'>[] = [
  {
    subtitle: '口播文案',
    promptZh:
      '你是一名擅长知识类短视频的口播编剧。请围绕【主题】写一篇约 60 秒的口播稿：开头 3 秒用一个反常识的问题抓住注意力，中间用“现象—原因—方法”讲清楚，结尾给出一句可以直接照做的建议。',
    promptEn:
      'You are a scriptwriter for short educational videos. Write a 60-second script on [topic]: open with a counter-intuitive question, explain it as "what happens – why – what to do", and end with one tip viewers can act on.',
  },
  {
    subtitle: '配音稿润色',
    promptZh:
      '请润色下面的配音稿，让它读起来更顺口：去掉重复和啰嗦的表达，长短句交替，修正语病，不改变原意。原稿：【粘贴配音稿】',
    promptEn:
      'Polish the voice-over script below so it flows when read aloud: cut repetition, vary sentence length and fix grammar without changing the meaning. Script: [paste the script]',
  },
  {
    subtitle: '情绪标注',
    promptZh: '请为下面的配音稿逐句标注情绪和读法：原句｜情绪｜强度（1–5）｜语速｜重音与停顿。配音稿：【粘贴配音稿】',
    promptEn:
      'Annotate the script below sentence by sentence: sentence | emotion | intensity (1–5) | pace | stress and pauses. Script: [paste the script]',
  },
  {
    subtitle: '分镜',
    promptZh: '请把下面的配音文案拆成分镜表：镜号、景别、画面内容、镜头运动、对应台词、时长（秒）。文案：【粘贴文案】',
    promptEn:
      'Break the script below into a storyboard table: shot, shot size, visuals, camera movement, matching line, duration in seconds. Script: [paste the script]',
  },
];

const TITLES = [
  '60 秒知识口播',
  '配音稿润色',
  '逐句情绪标注',
  '文案转分镜表',
  '好物种草口播',
  '按时长压缩稿件',
  '多角色对白分配',
  '宣传片分镜',
  '个人 IP 开场白',
  '换一种语气',
  '重音与停顿设计',
  '字幕断句',
];

/** `count` prompts: the samples in turn, each titled by its place (第 n 条 after the first dozen). */
export function storyPrompts(count: number): Prompt[] {
  return Array.from({ length: count }, (_, index) => {
    const sample = SAMPLES[index % SAMPLES.length] as Omit<Prompt, 'title'>;
    const title = index < TITLES.length ? (TITLES[index] as string) : `提示词 ${index + 1}`;
    return { title, ...sample };
  });
}

export interface PromptServerOptions {
  /** The library's prompts (30 by default: three pages). */
  prompts?: Prompt[];
  /** The call fails with this message. */
  failure?: string;
  /** Only these pages fail (with `failure`, or 服务繁忙). */
  failingPages?: number[];
  /** Holds each reply back; 'infinite' keeps it loading. */
  delayMs?: number | 'infinite';
  /** Answers `total` as the prompt count, as a server reading the other way would. */
  totalIsItems?: boolean;
}

/** The page call as DubKit's server answers it (`total` is the page count); `calls` records the pages asked for. */
export function promptServer({
  prompts = storyPrompts(30),
  failure,
  failingPages,
  delayMs,
  totalIsItems = false,
}: PromptServerOptions = {}) {
  const calls: { page: number; pageSize: number }[] = [];
  const handlers: RequestHandler[] = [
    mock(
      routes.gpt.promptList,
      ({ body }) => {
        const { page = 1, pageSize = PROMPT_PAGE_SIZE } = (body ?? {}) as { page?: number; pageSize?: number };
        calls.push({ page, pageSize });
        if (failingPages ? failingPages.includes(page) : failure) return fail(500, failure ?? '服务繁忙');
        return {
          total: totalIsItems ? prompts.length : Math.ceil(prompts.length / pageSize),
          list: prompts.slice((page - 1) * pageSize, page * pageSize),
        };
      },
      { delayMs },
    ),
  ];
  return {
    handlers,
    calls,
    reset: () => {
      calls.length = 0;
    },
  };
}
