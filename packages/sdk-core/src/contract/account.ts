import type { BindInviterQuery, SetPasswordBody, UpdatePasswordBody, UpdateProfileBody } from './account.schema';
import { get, post } from './define';

export interface Profile {
  nickname: string;
  username: string;
  phone: string;
  /** null until an invite code is bound; binding is one-time. */
  bindInviterCode: string | null;
}

export const account = {
  profile: get<undefined, Profile>('/api/user/profile'),
  updateProfile: post<UpdateProfileBody>('/api/user/updateProfile'),
  updatePassword: post<UpdatePasswordBody>('/api/user/updatePassword'),
  setPassword: post<SetPasswordBody>('/api/user/setPassword'),
  hasPassword: get<undefined, boolean>('/api/user/hasPassword'),
  bindInviter: get<BindInviterQuery>('/api/user/inviter/bind'),
  // Shape not shown in the spec: the user's own invite code, shared on the invite-friends page.
  inviterCode: get<undefined, string>('/api/user/inviter/code'),
};
