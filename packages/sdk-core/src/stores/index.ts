export {
  AUDITION_EMPTY,
  AUDITION_FAILED,
  type AudioSink,
  type AuditionOptions,
  type AuditionSnapshot,
  type AuditionState,
  type AuditionStore,
  createAuditionStore,
} from './audition';
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
} from './chat';
export { type CooldownSnapshot, type CooldownStore, createCooldown } from './cooldown';
export {
  createDraftStore,
  DRAFT_EMPTY,
  type Draft,
  type DraftOptions,
  type DraftSnapshot,
  type DraftStore,
} from './draft';
export {
  createPaymentStore,
  type PayMethod,
  type PaymentOptions,
  type PaymentPane,
  type PaymentSnapshot,
  type PaymentStatus,
  type PaymentStore,
} from './payment';
export {
  createQrLoginStore,
  type QrLoginOptions,
  type QrLoginSnapshot,
  type QrLoginStatus,
  type QrLoginStore,
} from './qr-login';
export { createSessionStore, type SessionSnapshot, type SessionStore, type SessionStoreOptions } from './session';
export {
  createSmsCountdown,
  SMS_STORAGE_KEY,
  type SmsCountdownOptions,
  type SmsCountdownSnapshot,
  type SmsCountdownStore,
  smsNeedsCaptcha,
} from './sms';
export { createStore, type ReadableStore, type WritableStore } from './store';
export {
  createTextStream,
  type TextStreamOptions,
  type TextStreamSnapshot,
  type TextStreamStatus,
  type TextStreamStore,
} from './text-stream';
