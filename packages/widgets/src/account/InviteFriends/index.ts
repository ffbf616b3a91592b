export {
  InviteFriends,
  type InviteFriendsProps,
  InviteFriendsView,
  type InviteFriendsViewProps,
} from './InviteFriends';
export { inviteLink, useInviteFriends } from './useInviteFriends';
