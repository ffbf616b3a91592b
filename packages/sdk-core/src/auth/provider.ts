import type { LoginUser } from '../contract/auth';

/** Where the client gets its bearer token and what happens when the server no longer accepts it. */
export interface AuthProvider {
  /** The bearer token, or null when signed out. */
  getToken(): string | null | Promise<string | null>;
  /** A call was answered 401. */
  onUnauthorized?(): void;
  /** Hears every change of the token; returns the unsubscribe function. */
  subscribe?(listener: () => void): () => void;
}

export type SessionEventType = 'login' | 'logout' | 'update';

export interface SessionEvent {
  type: SessionEventType;
  user: LoginUser | null;
}

/** A provider that keeps the signed-in user (the storage and memory providers). */
export interface SessionAuth extends AuthProvider {
  /** The signed-in user, or null; an expired login counts as signed out. */
  getUser(): LoginUser | null;
  login(user: LoginUser): void;
  logout(): void;
  /** Changes the kept user's details, e.g. a new nickname or vipLevel after a purchase. */
  update(patch: Partial<Omit<LoginUser, 'token' | 'expire'>>): void;
  subscribe(listener: (event: SessionEvent) => void): () => void;
}

/** The shown name: nickname, else username. */
export function displayName(user: Pick<LoginUser, 'nickname' | 'username'>): string {
  return user.nickname || user.username;
}

/** A member is a user whose vipLevel is above 0. */
export function isMember(user: Pick<LoginUser, 'vipLevel'> | null | undefined): boolean {
  return (user?.vipLevel ?? 0) > 0;
}
