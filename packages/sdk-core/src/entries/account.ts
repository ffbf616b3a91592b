// `@dubkit/sdk-core/account`: login, account and feedback forms' rules, the login-only pages, and the login stores.
export {
  CAPTCHA_MAX_LENGTH,
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_DAILY_LIMIT,
  INVITER_CODE_MAX_LENGTH,
  LOGIN_SMS_COUNTDOWN_SECONDS,
  QR_LOGIN_POLL_MS,
  QR_LOGIN_SIZE,
  SMS_COUNTDOWN_SECONDS,
} from '../constants';
export { LOGIN_ONLY_PATHS, requiresLogin, VISITOR_HOME_PATH } from '../rules/access';
export {
  EMAIL_PATTERN,
  NICKNAME_MAX_LENGTH,
  type PasswordChange,
  PHONE_LENGTH,
  SMS_CODE_MAX_LENGTH,
  validateNickname,
  validatePasswordChange,
  validatePhone,
  validateSmsCode,
} from '../rules/account';
export {
  createQrLoginStore,
  type QrLoginOptions,
  type QrLoginSnapshot,
  type QrLoginStatus,
  type QrLoginStore,
} from '../stores/qr-login';
export {
  createSmsCountdown,
  SMS_STORAGE_KEY,
  type SmsCountdownOptions,
  type SmsCountdownSnapshot,
  type SmsCountdownStore,
  smsNeedsCaptcha,
} from '../stores/sms';
