export {
  createSignature,
  decryptText,
  encryptText,
  SIGNATURE_HEADER,
  SIGNATURE_MAX_SKEW_SECONDS,
  signedSecond,
} from './cipher';
export {
  createDubKitStreams,
  type DubKitStreams,
  type DubKitStreamsOptions,
  readStreamData,
  type StreamCallOptions,
  type StreamMethod,
} from './sse';
