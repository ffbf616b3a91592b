// The writing assistant (spec part 2 §2 "Assistant screens"): see README.md.

export type {
  AssistantMembershipProps,
  AssistantMembershipState,
  AssistantMembershipViewProps,
  UseAssistantMembershipOptions,
} from './AssistantMembership';
export { AssistantMembership, AssistantMembershipView, useAssistantMembership } from './AssistantMembership';
export type { ChatProps, ChatState, ChatViewProps, UseChatOptions } from './Chat';
export { Chat, ChatView, useChat } from './Chat';
export { type AssistantCopy, useAssistantMessages } from './copy';
export type {
  InspirationApplyProps,
  InspirationApplyState,
  InspirationApplyViewProps,
  UseInspirationApplyOptions,
} from './InspirationApply';
export { InspirationApply, InspirationApplyView, useInspirationApply } from './InspirationApply';
export type { InspirationCenterProps, InspirationCenterState, InspirationCenterViewProps } from './InspirationCenter';
export { InspirationCenter, InspirationCenterView, useInspirationCenter } from './InspirationCenter';
export type { MarkdownProps } from './Markdown';
export { Markdown } from './Markdown';
export type { PromptLibraryProps, PromptLibraryViewProps, UsePromptLibraryOptions } from './PromptLibrary';
export { PromptLibrary, PromptLibraryView, usePromptLibrary } from './PromptLibrary';
export type { RewriteProps, RewriteState, RewriteViewProps } from './Rewrite';
export { Rewrite, RewriteView, useRewrite } from './Rewrite';
