// The signed-in user's account: profile, password, invitations and trade flows.
export * from './AccountInfo';
export * from './InviteFriends';
export * from './InviterBind';
export * from './PasswordForm';
export * from './TradeFlowList';
