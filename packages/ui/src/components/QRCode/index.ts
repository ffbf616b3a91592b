export { QRCode, type QRCodeProps, type QRCodeStatus } from './QRCode';
export { loadQRPath, modulesPath, type QRErrorLevel, type QRPath } from './qrPath';
export { useQRPath } from './useQRPath';
