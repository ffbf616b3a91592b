// The encoder alone, without the package's canvas and string renderers (about 1.6 KB gzip less).
declare module 'qrcode/lib/core/qrcode.js' {
  export { create } from 'qrcode';
}
