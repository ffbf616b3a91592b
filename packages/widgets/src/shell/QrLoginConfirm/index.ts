export { type ConfirmQrLoginOptions, confirmQrLogin, QR_LOGIN_CONFIRM_PATH } from './confirmQrLogin';
export {
  QrLoginConfirm,
  type QrLoginConfirmProps,
  QrLoginConfirmView,
  type QrLoginConfirmViewProps,
} from './QrLoginConfirm';
export { type QrConfirmState, useQrLoginConfirm } from './useQrLoginConfirm';
