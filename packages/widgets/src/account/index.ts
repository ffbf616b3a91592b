// The signed-in user's account: profile, password, invitations and trade flows.

export type { AccountInfoViewProps } from './AccountInfo';
export { AccountInfo, AccountInfoView, useAccountInfo } from './AccountInfo';
export type { InviteFriendsProps, InviteFriendsViewProps } from './InviteFriends';
export { InviteFriends, InviteFriendsView, useInviteFriends } from './InviteFriends';
export type { InviterBindViewProps } from './InviterBind';
export { InviterBind, InviterBindView, useInviterBind } from './InviterBind';
export type {
  PasswordFormProps,
  PasswordFormViewProps,
  PasswordOutcome,
  ReloginDialogProps,
  ReloginDialogViewProps,
} from './PasswordForm';
export { PasswordForm, PasswordFormView, ReloginDialog, ReloginDialogView, usePasswordForm } from './PasswordForm';
export type { TradeFlowListViewProps } from './TradeFlowList';
export { TradeFlowList, TradeFlowListView, useTradeFlows } from './TradeFlowList';
