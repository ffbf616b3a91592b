import { Button, Dialog } from '@dubkit/ui';
import { type CopyProps, useSession } from '../../provider';
import { type SiteCopy, useSiteMessages } from '../../shell/copy';
import type { PasswordOutcome } from './usePasswordForm';

export interface ReloginDialogProps {
  /** What happened to the password; null keeps the dialog closed. */
  outcome: PasswordOutcome | null;
  onClose: () => void;
}

/** After a password change or set: says so and asks for a fresh login with the new password. */
export function ReloginDialog({ outcome, onClose }: ReloginDialogProps) {
  const messages = useSiteMessages();
  const state = useSession();
  return <ReloginDialogView outcome={outcome} onClose={onClose} messages={messages} {...state} />;
}

export type ReloginDialogViewProps = ReloginDialogProps & CopyProps<SiteCopy> & ReturnType<typeof useSession>;

/** The view of ReloginDialog: its copy and state come as props from the widget. */
export function ReloginDialogView({ messages, outcome, onClose, requireLogin }: ReloginDialogViewProps) {
  return (
    <Dialog
      open={outcome !== null}
      onOpenChange={(open) => !open && onClose()}
      title={outcome === 'set' ? messages.passwordSet : messages.passwordChanged}
      description={messages.reloginMessage}
      width={400}
      closeLabel={messages.close}
      footer={
        <Button
          onClick={() => {
            onClose();
            requireLogin(() => {});
          }}
        >
          {messages.reloginAction}
        </Button>
      }
    />
  );
}
