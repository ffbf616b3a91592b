import { useDubKit, useSession } from '../../provider';
import { useRemote } from '../../shared/useRemote';

/** An invite link: the site's page with the code, which the login form takes as the inviter code. */
export function inviteLink(base: string, code: string): string {
  const url = new URL(base);
  url.searchParams.set('inviterCode', code);
  return url.toString();
}

/** The invite-friends page: the user's own invite code and a link carrying it. */
export function useInviteFriends(linkBase: string) {
  const { client } = useDubKit();
  const session = useSession();
  const token = session.user?.token ?? null;
  const code = useRemote(token && `invite-code:${token}`, () => client.account.inviterCode());
  return {
    code: code.data ?? null,
    link: code.data ? inviteLink(linkBase, code.data) : null,
    loading: code.status === 'loading',
  };
}
