export { LoginModal, type LoginModalProps, LoginModalView, type LoginModalViewProps } from './LoginModal';
export { type LoginMethod, type UseLoginModalOptions, useLoginModal } from './useLoginModal';
export { useQrLogin } from './useQrLogin';
export { type UseSmsCodeOptions, useSmsCode } from './useSmsCode';
export { isWxAuthMessage, postWxAuthResult, WX_AUTH_MESSAGE, type WxAuthMessage, wxLoginFrameUrl } from './wechat';
