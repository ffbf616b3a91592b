export { type ConfirmQrLoginOptions, confirmQrLogin, QR_LOGIN_CONFIRM_PATH } from './confirmQrLogin';
export { QrLoginConfirm, type QrLoginConfirmProps } from './QrLoginConfirm';
export { type QrConfirmState, useQrLoginConfirm } from './useQrLoginConfirm';
