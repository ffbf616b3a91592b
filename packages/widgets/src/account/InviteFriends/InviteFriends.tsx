import { CopyButton } from '@dubkit/ui';
import { useId } from 'react';
import type { CopyProps } from '../../provider';
import * as shared from '../../shared/shared.css';
import { type SiteCopy, useSiteMessages } from '../../shell/copy';
import * as styles from './InviteFriends.css';
import { useInviteFriends } from './useInviteFriends';

export interface InviteFriendsProps {
  /** The page an invite link opens; the current site's home by default. */
  linkBase?: string;
}

/** The invite-friends page: the user's own invite code, copy buttons for it and for an invite link, the steps. */
export function InviteFriends({ linkBase = `${window.location.origin}/home` }: InviteFriendsProps) {
  const messages = useSiteMessages();
  const invite = useInviteFriends(linkBase);
  return <InviteFriendsView messages={messages} invite={invite} />;
}

export type InviteFriendsViewProps = CopyProps<SiteCopy> & { invite: ReturnType<typeof useInviteFriends> };

/** The view of InviteFriends: its copy and state come as props from the widget. */
export function InviteFriendsView({ messages, invite }: InviteFriendsViewProps) {
  const titleId = useId();
  const stepsId = useId();
  return (
    <section className={shared.panel} aria-labelledby={titleId} aria-busy={invite.loading}>
      <h2 id={titleId} className={shared.panelTitle}>
        {messages.inviteTitle}
      </h2>
      <p className={shared.hint}>{messages.inviteIntro}</p>
      {invite.code && invite.link && (
        <div className={styles.codeBox}>
          <div>
            <p className={styles.label}>{messages.inviteMyCode}</p>
            <p className={styles.code}>{invite.code}</p>
          </div>
          <div className={styles.actions}>
            <CopyButton text={invite.code} variant="primary">
              {messages.inviteCopyCode}
            </CopyButton>
            <CopyButton text={invite.link}>{messages.inviteCopyLink}</CopyButton>
          </div>
        </div>
      )}
      <h3 id={stepsId} className={styles.stepsTitle}>
        {messages.inviteStepsTitle}
      </h3>
      <ol className={styles.steps} aria-labelledby={stepsId}>
        <li>{messages.inviteStep1}</li>
        <li>{messages.inviteStep2}</li>
        <li>{messages.inviteStep3}</li>
      </ol>
    </section>
  );
}
