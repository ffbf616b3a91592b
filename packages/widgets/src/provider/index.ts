export {
  type Brand,
  type DubKitContextValue,
  DubKitProvider,
  type DubKitProviderProps,
  useClient,
  useDubKit,
  useMessages,
  useSession,
} from './DubKitProvider';
export { createMessages, type MessageCatalogue, type MessageKey, zhCN } from './messages';
