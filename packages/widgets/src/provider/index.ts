export { DubKitProvider, type DubKitProviderProps, useDubKit, useMessages } from './DubKitProvider';
export { createMessages, type MessageCatalogue, type MessageKey, zhCN } from './messages';
