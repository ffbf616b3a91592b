export { createSignature, decryptText, encryptText, signedSecond } from './cipher';
export { SIGNATURE_HEADER, SIGNATURE_MAX_SKEW_SECONDS } from './signatureHeader';
export {
  createDubKitStreams,
  type DubKitStreams,
  type DubKitStreamsOptions,
  readStreamData,
  type StreamCallOptions,
  type StreamMethod,
} from './sse';
