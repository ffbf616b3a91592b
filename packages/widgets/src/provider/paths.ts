import { VISITOR_HOME_PATH } from '@dubkit/sdk-core/account';

/**
 * The site's routes the widgets lead to; a host whose routes differ passes its own through DubKitProvider's `paths`.
 * The defaults are the spec's routes, those the website (apps/demo) serves and sdk-core's requiresLogin knows.
 */
export interface SitePaths {
  /** The home page: the logo, a visitor sent away from a login-only page, and where logging out lands. */
  home: string;
  /** 配音 (the anchor library). */
  anchors: string;
  samples: string;
  draws: string;
  gpt: string;
  /** 提示词库 of the writing assistant. */
  gptPrompts: string;
  /** 灵感中心 (the inspiration center's template list). */
  inspiration: string;
  /** A template's apply page; a link to it carries `?code=` (see `inspirationApplyHref`). */
  inspirationApply: string;
  /** The assistant membership's service agreement. */
  assistantAgreement: string;
  tools: string;
  /** The smart tools, each its own page in the tools layout (spec part 2 §2). 图片OCR. */
  toolOcr: string;
  /** 文案提取 (speech-to-text). */
  toolAsr: string;
  /** 视频提取 (share-link parse). */
  toolVideoExtract: string;
  /** 音频提取 (mp4 to wav in the browser). */
  toolAudioExtract: string;
  /** 视频下载 (blob video download). */
  toolBlobDownload: string;
  /** 智能改写. */
  toolRewrite: string;
  /** The creation page; a link to it carries the creation query (see `creationHref`). */
  creation: string;
  /** 创作中心. */
  creationCenter: string;
  /** 查看任务 after a submit: the creation center's task tab. */
  creationTasks: string;
  download: string;
  /** 个人中心. */
  account: string;
  /** 消费记录. */
  tradeFlow: string;
  /** 邀请好友. */
  inviter: string;
  about: string;
  help: string;
  protocol: string;
  privacy: string;
  /** The home banner's membership offer. */
  memberOffer: string;
}

export const DEFAULT_SITE_PATHS: Readonly<SitePaths> = Object.freeze({
  home: VISITOR_HOME_PATH,
  anchors: '/anchors',
  samples: '/samples',
  draws: '/draws',
  gpt: '/gpt',
  gptPrompts: '/gpt/prompts',
  inspiration: '/gpt/inspiration',
  inspirationApply: '/gpt/inspiration/apply',
  assistantAgreement: '/protocol',
  tools: '/tools',
  toolOcr: '/aitools/ocr',
  toolAsr: '/aitools/asr-v2',
  toolVideoExtract: '/aitools/rwm',
  toolAudioExtract: '/aitools/audioParse',
  toolBlobDownload: '/aitools/blobDownloader',
  toolRewrite: '/aitools/rewrite',
  creation: '/creation',
  creationCenter: '/creationCenter',
  creationTasks: '/creationCenter?tab=0',
  download: '/download',
  account: '/account/userinfo',
  tradeFlow: '/account/trade_flow',
  inviter: '/inviter',
  about: '/about',
  help: '/about#help',
  protocol: '/protocol',
  privacy: '/privacy',
  memberOffer: '/home?vip=1',
});

/** What a link to the creation page may carry: the studio's `CreationQuery`, any part of it. */
export interface CreationLinkQuery {
  workId?: number | null;
  anchorType?: number | null;
  anchorId?: number | null;
  templateId?: number | null;
  roleId?: number | null;
  /** A script handed to the studio (see studio/handoff), opened as a new draft. */
  script?: string | null;
}

const CREATION_QUERY_ORDER = ['workId', 'anchorType', 'anchorId', 'templateId', 'roleId', 'script'] as const;

/** The creation page's link: the query's given parts (null and undefined are left out) in one order. */
export function creationHref(query: CreationLinkQuery, creation: string = DEFAULT_SITE_PATHS.creation): string {
  const params = new URLSearchParams();
  for (const key of CREATION_QUERY_ORDER) {
    const value = query[key];
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${creation}?${search}` : creation;
}

/** The apply page of an inspiration template: `/gpt/inspiration/apply?code=…`. */
export function inspirationApplyHref(code: string, apply: string = DEFAULT_SITE_PATHS.inspirationApply): string {
  return `${apply}?${new URLSearchParams({ code }).toString()}`;
}
