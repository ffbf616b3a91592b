export { MemberButton, type MemberButtonProps } from './MemberButton';
export { memberLabel } from './memberLabel';
export { useMemberButton, useMemberInfo } from './useMemberButton';
