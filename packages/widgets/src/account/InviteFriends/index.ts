export { InviteFriends, type InviteFriendsProps } from './InviteFriends';
export { inviteLink, useInviteFriends } from './useInviteFriends';
