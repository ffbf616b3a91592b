export { createSignature, decryptText, encryptText } from './cipher';
export { signedSecond } from './signatureCheck';
export { SIGNATURE_HEADER, SIGNATURE_MAX_SKEW_SECONDS } from './signatureHeader';
export {
  createDubKitStreams,
  type DubKitStreams,
  type DubKitStreamsOptions,
  readStreamData,
  type StreamCallOptions,
  type StreamMethod,
} from './sse';
