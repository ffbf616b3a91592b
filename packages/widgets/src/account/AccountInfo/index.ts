export { AccountInfo, AccountInfoView, type AccountInfoViewProps } from './AccountInfo';
export { useAccountInfo } from './useAccountInfo';
