import { InviteFriends } from '@dubkit/widgets';
import { PageShell } from './PageShell';

/** /inviter: the user's own invite code. */
export default function InviteFriendsPage() {
  return (
    <PageShell title="邀请好友">
      <InviteFriends />
    </PageShell>
  );
}
