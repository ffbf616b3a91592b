import { routes, type VideoParseResult } from '@dubkit/sdk-core';
import type { RequestHandler } from 'msw';
import { fail, mock } from '../mock';
import { captchaImage, picture } from './toolsMedia';

/** Story data of video extraction: captchas that change on each request, parse results and failures. */

export const SHARE_TEXT =
  '7.43 复制打开抖音，看看【配音小王的作品】三分钟学会 AI 配音 # 配音 # 干货 https://v.douyin.com/iRNBho6u/ tRk:/ 12/03 w@e.Bg';
export const SHARE_URL = 'https://v.douyin.com/iRNBho6u/';

export const videoResult: VideoParseResult = {
  mediaType: 1,
  title: '三分钟学会 AI 配音，新手也能做出专业旁白',
  cover: picture('封面', 200, 540, 960),
  author: '配音小王',
  avatar: picture('王', 20, 80, 80),
  video: { url: 'https://media.story.dubkit.test/video/iRNBho6u.mp4', width: 1080, height: 1920 },
  image: [],
  music: 'https://media.story.dubkit.test/music/7312.mp3',
};

export const imagesResult: VideoParseResult = {
  mediaType: 2,
  title: '秋日咖啡馆探店 | 五家适合拍照的小店',
  cover: picture('封面', 30),
  author: '探店小李',
  avatar: picture('李', 140, 80, 80),
  video: null,
  image: [picture('1', 30), picture('2', 90), picture('3', 160), picture('4', 260)],
  music: null,
};

export interface VideoExtractServerOptions {
  result?: VideoParseResult;
  /** The captcha answer the parse accepts; each captcha request draws the next one. */
  answers?: readonly string[];
  /** A parse failure other than a wrong captcha, e.g. an unsupported platform. */
  parseFailure?: string;
  /** The captcha call fails (the image shows its retry). */
  captchaFailure?: boolean;
  /** Holds the parse back; 'infinite' keeps it parsing. */
  parseDelay?: number | 'infinite';
}

/**
 * Captchas (`answers` in turn) and the parse: a wrong answer fails with 验证码错误; the right one returns `result`.
 * `calls` records the captcha requests and the parse queries; `reset` starts over (pass it as `dubkit.setup`).
 */
export function videoExtractServer({
  result = videoResult,
  answers = ['K7Q2', 'M3XP', 'T9WA', 'B4RN'],
  parseFailure,
  captchaFailure = false,
  parseDelay,
}: VideoExtractServerOptions = {}) {
  let issued = 0;
  const calls = { captchas: 0, parses: [] as { shareUrl: string | null; captcha: string | null }[] };
  const current = () => answers[(issued - 1 + answers.length) % answers.length] ?? '';
  const handlers: RequestHandler[] = [
    mock(routes.tools.rwmCaptcha, () => {
      calls.captchas += 1;
      if (captchaFailure) return fail(500, '验证码服务繁忙');
      issued += 1;
      return captchaImage(current(), 200 + issued * 40);
    }),
    mock(
      routes.tools.rwmParse,
      ({ query }) => {
        calls.parses.push({ shareUrl: query.get('shareUrl'), captcha: query.get('captcha') });
        if ((query.get('captcha') ?? '').toUpperCase() !== current()) return fail(400, '验证码错误');
        if (parseFailure) return fail(400, parseFailure);
        return result;
      },
      { delayMs: parseDelay },
    ),
  ];
  return {
    calls,
    handlers,
    /** The answer of the captcha on show. */
    answer: current,
    reset: () => {
      issued = 0;
      calls.captchas = 0;
      calls.parses.length = 0;
    },
  };
}
