import { Button, PasswordInput } from '@dubkit/ui';
import { useId } from 'react';
import type { CopyProps } from '../../provider';
import * as shared from '../../shared/shared.css';
import { type SiteCopy, useSiteMessages } from '../../shell/copy';
import * as styles from './PasswordForm.css';
import { type PasswordOutcome, usePasswordForm } from './usePasswordForm';

export interface PasswordFormProps {
  /** After a change or first set: the user is logged out and sent home; show the ReloginDialog then. */
  onSuccess?: (outcome: PasswordOutcome) => void;
}

/** Change the password (old, new, confirm) or set a first one (new, confirm), as the account requires. */
export function PasswordForm({ onSuccess }: PasswordFormProps) {
  const messages = useSiteMessages();
  const form = usePasswordForm(onSuccess);
  return <PasswordFormView messages={messages} form={form} />;
}

export type PasswordFormViewProps = Omit<PasswordFormProps, 'onSuccess'> &
  CopyProps<SiteCopy> & { form: ReturnType<typeof usePasswordForm> };

/** The view of PasswordForm: its copy and state come as props from the widget. */
export function PasswordFormView({ messages, form }: PasswordFormViewProps) {
  const titleId = useId();
  const changing = form.mode === 'changed';
  return (
    <section className={shared.panel} aria-labelledby={titleId} aria-busy={form.mode === null}>
      <h2 id={titleId} className={shared.panelTitle}>
        {form.mode === 'set' ? messages.passwordSetTitle : messages.passwordChangeTitle}
      </h2>
      {form.mode && (
        <form
          className={shared.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          {!changing && <p className={shared.hint}>{messages.passwordSetIntro}</p>}
          {changing && (
            <PasswordInput
              label={messages.passwordOld}
              placeholder={messages.passwordOldPlaceholder}
              value={form.values.oldPassword}
              onChange={form.set('oldPassword')}
              errorMessage={form.errorOf('oldPassword')}
              maxLength={form.maxLength}
              autoComplete="current-password"
              required
            />
          )}
          <PasswordInput
            label={messages.passwordNew}
            placeholder={messages.passwordNewPlaceholder}
            description={changing ? messages.passwordChangeHint : messages.passwordSetHint}
            value={form.values.newPassword}
            onChange={form.set('newPassword')}
            errorMessage={form.errorOf('newPassword')}
            maxLength={form.maxLength}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            label={messages.passwordConfirm}
            placeholder={messages.passwordConfirmPlaceholder}
            value={form.values.confirmPassword}
            onChange={form.set('confirmPassword')}
            errorMessage={form.errorOf('confirmPassword')}
            maxLength={form.maxLength}
            autoComplete="new-password"
            required
          />
          <div className={styles.actions}>
            <Button type="submit" loading={form.pending}>
              {changing ? messages.passwordChangeSubmit : messages.passwordSetSubmit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
