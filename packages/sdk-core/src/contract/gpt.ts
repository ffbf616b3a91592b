import { get, type Page, post, postStream } from './define';
import type {
  ChatBody,
  PromptListBody,
  RewriteBody,
  TemplateApplyBody,
  TemplateDetailQuery,
  TemplateSearchBody,
  WelcomeQuery,
} from './gpt.schema';

/** The assistant plan of the signed-in user. Times are epoch milliseconds. */
export interface GptMemberInfo {
  member: boolean;
  startTime: number;
  endTime: number;
  expired: boolean;
  /** Not in the spec: the tokens spent this calendar month and the month's allowance (rules/assistant.ts). */
  monthTokensUsed?: number;
  monthTokensAllowed?: number;
}

/** An assistant plan product: prices in yuan, averagePrice per day, promotion is the badge text. */
export interface GptProduct {
  id: number;
  title: string;
  price: number;
  realPrice: number;
  averagePrice: number;
  priceUnit: string;
  promotion: string | null;
}

/** A prompt of the prompt library; the page call's total is the page count. */
export interface Prompt {
  title: string;
  subtitle: string;
  promptZh: string;
  promptEn: string;
}

export interface InspirationLabel {
  id: number;
  textColor: string;
  bgColor: string;
  value: string;
}

export interface InspirationItem {
  code: string;
  icon: string;
  title: string;
  subtitle: string;
  placeholder: string;
  demos: string[];
  label: InspirationLabel | null;
}

/**
 * One event of a streaming answer, carried as JSON in the event's `data`.
 * Shape not shown in the spec: `content` is the next piece of the answer; `final` marks the last event.
 * A `data` object with a `code` field is an error instead.
 */
export interface StreamDelta {
  content: string;
  final?: boolean;
  /**
   * Shape not shown in the spec: the tokens the signed-in user has used this month (this answer included), when the
   * server reports it, usually with the final event. Absent from servers that do not count.
   */
  usage?: StreamUsage;
}

/** A stream event's report of the month's token use. */
export interface StreamUsage {
  monthTokens: number;
  monthAllowance?: number;
}

export const gpt = {
  welcome: get<WelcomeQuery, string>('/api/gpt/welcome'),
  vipInfo: get<undefined, GptMemberInfo>('/api/gpt/vip/info'),
  vipProducts: get<undefined, GptProduct[]>('/api/gpt/vip/products'),
  promptList: post<PromptListBody, Page<Prompt>>('/api/gpt/prompt/list'),
  chat: postStream<ChatBody, StreamDelta>('/api/gpt/chat'),
  translate: postStream<ChatBody, StreamDelta>('/api/gpt/translate'),
  edit: postStream<ChatBody, StreamDelta>('/api/gpt/edit'),
  rewrite: postStream<RewriteBody, StreamDelta>('/api/gpt/rewrite'),
  // Shape not shown in the spec: the templates as a page like the other searches.
  templateSearch: post<TemplateSearchBody, Page<InspirationItem>>('/api/gpt/template/search'),
  templateDetail: get<TemplateDetailQuery, InspirationItem>('/api/gpt/template/detail'),
  templateApply: postStream<TemplateApplyBody, StreamDelta>('/api/gpt/template/apply'),
};
