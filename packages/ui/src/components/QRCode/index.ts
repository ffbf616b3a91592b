export { QRCode, type QRCodeProps, type QRCodeStatus } from './QRCode';
export { type QRErrorLevel, type QRPath, qrPath } from './qrPath';
