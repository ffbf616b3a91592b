import type { LoginUser } from '@dubkit/sdk-core';
import { useState } from 'react';
import { useDubKit } from '../../provider';
import { useSiteMessages } from '../copy';

interface Errors {
  username?: string;
  password?: string;
}

/** The password form: both fields required, then `loginByPwd`; the server's refusal is shown by the client's toast. */
export function usePasswordLogin(onLogin: (user: LoginUser) => void) {
  const { client } = useDubKit();
  const messages = useSiteMessages();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  return {
    username,
    password,
    errors,
    pending,
    setUsername: (value: string) => {
      setUsername(value);
      setErrors((current) => ({ ...current, username: undefined }));
    },
    setPassword: (value: string) => {
      setPassword(value);
      setErrors((current) => ({ ...current, password: undefined }));
    },
    submit: async () => {
      const found: Errors = {
        username: username.trim() ? undefined : messages.loginUsernameEmpty,
        password: password ? undefined : messages.loginPasswordEmpty,
      };
      setErrors(found);
      if (found.username || found.password) return;
      setPending(true);
      try {
        onLogin(await client.auth.loginByPassword({ username: username.trim(), password }));
      } catch {
        // Reported by the client's error toast.
      } finally {
        setPending(false);
      }
    },
  };
}
