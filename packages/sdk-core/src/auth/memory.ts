import type { LoginUser } from '../contract/auth';
import type { SessionAuth } from './provider';
import { createSessionCore, type SessionOptions } from './session';

/** A login kept in memory only: gone on reload. For tests, server rendering and hosts that keep their own. */
export function createMemoryAuth(initial: LoginUser | null = null, options: SessionOptions = {}): SessionAuth {
  const { receive: _receive, ...session } = createSessionCore(initial, () => {}, options);
  return session;
}
