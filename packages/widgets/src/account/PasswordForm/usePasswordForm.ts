import { validatePasswordChange } from '@dubkit/sdk-core/account';
import { useState } from 'react';
import { useDubKit, useSession } from '../../provider';
import { useRemote } from '../../shared/useRemote';

/** Whether the user changed an existing password or set a first one. */
export type PasswordOutcome = 'changed' | 'set';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** The field each message of the password rule belongs to. */
const FIELD_OF: Record<string, Field> = {
  旧密码不能为空: 'oldPassword',
  新密码不能为空: 'newPassword',
  密码格式错误: 'newPassword',
  确认密码不能为空: 'confirmPassword',
  两次输入密码不相同: 'confirmPassword',
};

export const PASSWORD_INPUT_MAX_LENGTH = 30;

/**
 * The password page: asks whether a password exists, then changes it (old, new, confirm) or sets one (new,
 * confirm). Success logs out and goes home; `onSuccess` tells the host to ask for a fresh login (spec part 1 §2).
 */
export function usePasswordForm(onSuccess?: (outcome: PasswordOutcome) => void) {
  const { client, navigate, paths } = useDubKit();
  const session = useSession();
  const token = session.user?.token ?? null;
  // Kept after the success logs out, so the form stays as it was behind the host's relogin dialog.
  const hasPassword = useRemote(token && `has-password:${token}`, () => client.account.hasPassword(), {
    keepPrevious: true,
  });
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const [pending, setPending] = useState(false);
  const mode: PasswordOutcome | null = hasPassword.data === null ? null : hasPassword.data ? 'changed' : 'set';

  return {
    mode,
    values,
    pending,
    maxLength: PASSWORD_INPUT_MAX_LENGTH,
    errorOf: (field: Field) => (error?.field === field ? error.message : undefined),
    set: (field: Field) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (error?.field === field) setError(null);
    },
    submit: async () => {
      if (!mode) return;
      const message = validatePasswordChange({
        oldPassword: mode === 'changed' ? values.oldPassword : undefined,
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      });
      setError(message ? { field: FIELD_OF[message] ?? 'newPassword', message } : null);
      if (message) return;
      setPending(true);
      try {
        if (mode === 'changed') {
          await client.account.updatePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
        } else {
          await client.account.setPassword({ newPassword: values.newPassword });
        }
        navigate(paths.home);
        session.logout();
        onSuccess?.(mode);
      } catch {
        // Reported by the client's error toast; the form stays filled in.
      } finally {
        setPending(false);
      }
    },
  };
}
