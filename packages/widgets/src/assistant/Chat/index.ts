export { Chat, type ChatProps, ChatView, type ChatViewProps } from './Chat';
export { isSendKey } from './chatKeys';
export { CHAT_MODES, CHAT_SERVICES, type ChatState, type UseChatOptions, useChat } from './useChat';
