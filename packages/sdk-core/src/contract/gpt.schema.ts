import type { InferInput, InferOutput } from 'valibot';
import { array, maxValue, minValue, optional, picklist, pipe, string } from 'valibot';
import {
  CHAT_INPUT_MAX_LENGTH,
  INSPIRATION_INPUT_MAX_LENGTH,
  PROMPT_PAGE_SIZE,
  REWRITE_INPUT_MAX_LENGTH,
  TEMPLATE_PAGE_SIZE,
} from '../constants';
import { CHAT_INPUT_TOO_LONG, REWRITE_INPUT_TOO_LONG } from '../rules/assistant';
import { fields, int, page, pageSize, queryInteger, required, requiredMax } from './fields';

/** Request schemas of the writing assistant and the inspiration centre (spec part 2 §5 and §9). */

/** Chat mode: 1 default chat, 2 translate, 3 edit. */
export const chatMode = picklist([1, 2, 3]);
export const welcomeQuery = fields({ mode: pipe(queryInteger, chatMode) });
/** A history item: role 1 question, 2 answer. */
export const chatHistoryItem = fields({ role: picklist([1, 2]), content: string() });
/** Only the default mode sends history. */
export const chatBody = fields({
  content: requiredMax('请输入您的问题', CHAT_INPUT_MAX_LENGTH, CHAT_INPUT_TOO_LONG),
  history: optional(array(chatHistoryItem)),
});
export const rewriteBody = fields({
  content: requiredMax('请输入文案内容', REWRITE_INPUT_MAX_LENGTH, REWRITE_INPUT_TOO_LONG),
  /** Not in the spec: a shorter line of at most this many characters (a subtitle line that overruns its cue). */
  maxLength: optional(pipe(int, minValue(1), maxValue(REWRITE_INPUT_MAX_LENGTH))),
});
export const promptListBody = fields({ page, pageSize: optional(pageSize, PROMPT_PAGE_SIZE) });
export const templateSearchBody = fields({
  page: optional(page, 1),
  pageSize: optional(pageSize, TEMPLATE_PAGE_SIZE),
});
export const templateDetailQuery = fields({ code: required('模板编号不能为空') });
export const templateApplyBody = fields({
  code: required('模板编号不能为空'),
  content: requiredMax(
    '输入内容不能为空',
    INSPIRATION_INPUT_MAX_LENGTH,
    `输入内容不能超过${INSPIRATION_INPUT_MAX_LENGTH}个字符`,
  ),
});

export type ChatMode = InferOutput<typeof chatMode>;
export type ChatHistoryItem = InferOutput<typeof chatHistoryItem>;
export type WelcomeQuery = InferOutput<typeof welcomeQuery>;
export type ChatBody = InferInput<typeof chatBody>;
export type RewriteBody = InferInput<typeof rewriteBody>;
export type PromptListBody = InferInput<typeof promptListBody>;
export type TemplateSearchBody = InferInput<typeof templateSearchBody>;
export type TemplateDetailQuery = InferOutput<typeof templateDetailQuery>;
export type TemplateApplyBody = InferInput<typeof templateApplyBody>;

export const gptSchemas = {
  welcome: welcomeQuery,
  promptList: promptListBody,
  chat: chatBody,
  translate: chatBody,
  edit: chatBody,
  rewrite: rewriteBody,
  templateSearch: templateSearchBody,
  templateDetail: templateDetailQuery,
  templateApply: templateApplyBody,
};
