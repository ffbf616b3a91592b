// `@dubkit/sdk-core/assistant`: the writing assistant and inspiration centre — input limits, the monthly tokens, the
// chat and text-stream stores.
export {
  ASSISTANT_FREE_MONTHLY_TOKENS,
  ASSISTANT_MEMBER_MONTHLY_TOKENS,
  CHAT_INPUT_MAX_LENGTH,
  INSPIRATION_INPUT_MAX_LENGTH,
  PROMPT_PAGE_SIZE,
  REWRITE_INPUT_MAX_LENGTH,
  TEMPLATE_PAGE_SIZE,
} from '../constants';
export {
  assistantMonth,
  assistantMonthlyTokens,
  assistantQuotaMessage,
  CHAT_INPUT_TOO_LONG,
  REWRITE_INPUT_TOO_LONG,
  tokensText,
} from '../rules/assistant';
export { INSPIRATION_INPUT_EMPTY, INSPIRATION_INPUT_TOO_LONG, inspirationInputRefusal } from '../rules/inspiration';
export {
  CHAT_DEFAULT_MODE,
  CHAT_MODE_CALL,
  CHAT_PREPARING,
  type ChatExportOptions,
  type ChatMessage,
  type ChatMessageState,
  type ChatOptions,
  type ChatSnapshot,
  type ChatStore,
  type ChatStream,
  type ChatUsage,
  createChatStore,
  exportChatMarkdown,
  readUsage,
  validateChatInput,
} from '../stores/chat';
export {
  createTextStream,
  type TextStreamOptions,
  type TextStreamSnapshot,
  type TextStreamStatus,
  type TextStreamStore,
} from '../stores/text-stream';
