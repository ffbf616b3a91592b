import * as v from 'valibot';
import {
  CHAT_INPUT_MAX_LENGTH,
  INSPIRATION_INPUT_MAX_LENGTH,
  PROMPT_PAGE_SIZE,
  TEMPLATE_PAGE_SIZE,
} from '../constants';
import { fields, page, pageSize, queryInteger, required, requiredMax } from './fields';

/** Request schemas of the writing assistant and the inspiration centre (spec part 2 §5 and §9). */

/** Chat mode: 1 default chat, 2 translate, 3 edit. */
export const chatMode = v.picklist([1, 2, 3]);
export const welcomeQuery = fields({ mode: v.pipe(queryInteger, chatMode) });
/** A history item: role 1 question, 2 answer. */
export const chatHistoryItem = fields({ role: v.picklist([1, 2]), content: v.string() });
/** Only the default mode sends history. */
export const chatBody = fields({
  content: requiredMax('请输入您的问题', CHAT_INPUT_MAX_LENGTH, `问题不能超过${CHAT_INPUT_MAX_LENGTH}个字符`),
  history: v.optional(v.array(chatHistoryItem)),
});
export const rewriteBody = fields({ content: required('请输入文案内容') });
export const promptListBody = fields({ page, pageSize: v.optional(pageSize, PROMPT_PAGE_SIZE) });
export const templateSearchBody = fields({
  page: v.optional(page, 1),
  pageSize: v.optional(pageSize, TEMPLATE_PAGE_SIZE),
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

export type ChatMode = v.InferOutput<typeof chatMode>;
export type ChatHistoryItem = v.InferOutput<typeof chatHistoryItem>;
export type WelcomeQuery = v.InferOutput<typeof welcomeQuery>;
export type ChatBody = v.InferInput<typeof chatBody>;
export type RewriteBody = v.InferInput<typeof rewriteBody>;
export type PromptListBody = v.InferInput<typeof promptListBody>;
export type TemplateSearchBody = v.InferInput<typeof templateSearchBody>;
export type TemplateDetailQuery = v.InferOutput<typeof templateDetailQuery>;
export type TemplateApplyBody = v.InferInput<typeof templateApplyBody>;

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
