export { MemberButton, type MemberButtonProps, MemberButtonView, type MemberButtonViewProps } from './MemberButton';
export { memberLabel } from './memberLabel';
export { useMemberButton, useMemberInfo } from './useMemberButton';
