import type { LoginUser } from '@dubkit/sdk-core';
import { Button, Input, PasswordInput } from '@dubkit/ui';
import type { CopyProps } from '../../provider';
import { type SiteCopy, useSiteMessages } from '../copy';
import * as styles from './LoginModal.css';
import { usePasswordLogin } from './usePasswordLogin';

export function PasswordLoginForm({ onLogin }: { onLogin: (user: LoginUser) => void }) {
  const messages = useSiteMessages();
  const form = usePasswordLogin(onLogin);
  return <PasswordLoginFormView messages={messages} form={form} />;
}

export type PasswordLoginFormViewProps = CopyProps<SiteCopy> & {
  form: ReturnType<typeof usePasswordLogin>;
};

/** The view of PasswordLoginForm: its copy and state come as props from the widget. */
export function PasswordLoginFormView({ messages, form }: PasswordLoginFormViewProps) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Input
        label={messages.loginUsername}
        placeholder={messages.loginUsernamePlaceholder}
        value={form.username}
        onChange={form.setUsername}
        errorMessage={form.errors.username}
        autoComplete="username"
      />
      <PasswordInput
        label={messages.loginPassword}
        placeholder={messages.loginPasswordPlaceholder}
        value={form.password}
        onChange={form.setPassword}
        errorMessage={form.errors.password}
        autoComplete="current-password"
      />
      <Button type="submit" block size="lg" loading={form.pending}>
        {messages.loginSubmit}
      </Button>
    </form>
  );
}
