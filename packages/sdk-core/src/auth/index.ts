export { createMemoryAuth } from './memory';
export { createPartnerAuth, type PartnerAuthOptions, type PartnerToken } from './partner';
export {
  type AuthProvider,
  displayName,
  isMember,
  type SessionAuth,
  type SessionEvent,
  type SessionEventType,
} from './provider';
export type { SessionOptions } from './session';
export {
  createStorageAuth,
  LOGIN_STORAGE_KEY,
  type StorageAuthOptions,
  type StorageEventSource,
  type StorageLike,
} from './storage';
