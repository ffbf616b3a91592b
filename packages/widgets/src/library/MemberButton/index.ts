export { memberLabel } from './memberLabel';
export { useMemberButton, useMemberInfo } from './useMemberButton';
export { MemberButton, type MemberButtonProps } from './View';
