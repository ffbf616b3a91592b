export type { AuthProvider } from '../auth/provider';
export type {
  AnyRoute,
  Envelope,
  Page,
  RequestOf,
  ResponseOf,
  Route,
  Tag,
  UploadPolicy,
} from '../contract/define';
export { type Domain, type Routes, routes } from '../contract/routes';
export {
  DubKitError,
  INVALID_REQUEST_CODE,
  isAbortError,
  isDubKitError,
  NETWORK_ERROR_CODE,
  STREAM_FAILURE_CODE,
  STREAM_FAILURE_MESSAGE,
  SUCCESS_CODE,
  TIMEOUT_CODE,
  TIMEOUT_MESSAGE,
} from '../errors';
export {
  type CallMethod,
  type CallOptions,
  createDubKitClient,
  type DomainClient,
  type DubKitClient,
  type DubKitClientOptions,
} from './client';
