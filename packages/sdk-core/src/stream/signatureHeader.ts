/** The stream signature header: the current epoch seconds, encrypted with the signature key. */
export const SIGNATURE_HEADER = 'X-Signature';
/** How far a signature's time may be from the server's clock. */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;
