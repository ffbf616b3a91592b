export { AccountInfo } from './AccountInfo';
export { useAccountInfo } from './useAccountInfo';
