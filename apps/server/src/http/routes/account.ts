import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import { bindInviter, profile, setPassword, updateNickname, updatePassword } from '../../domain/accounts';
import type { ServerContext } from '../../domain/context';
import { handle } from '../envelope';

export function accountRoutes(app: FastifyInstance, ctx: ServerContext) {
  const calls = contract.account;
  handle(app, ctx, calls.profile, 'user', async (_input, { user }) => profile(user));
  handle(app, ctx, calls.updateProfile, 'user', async ({ nickname }, { user }) => {
    await updateNickname(ctx, user, nickname);
    return null;
  });
  handle(app, ctx, calls.hasPassword, 'user', async (_input, { user }) => Boolean(user.password_hash));
  handle(app, ctx, calls.setPassword, 'user', async ({ newPassword }, { user }) => {
    await setPassword(ctx, user, newPassword);
    return null;
  });
  handle(app, ctx, calls.updatePassword, 'user', async ({ oldPassword, newPassword }, { user }) => {
    await updatePassword(ctx, user, oldPassword, newPassword);
    return null;
  });
  handle(app, ctx, calls.bindInviter, 'user', async ({ code }, { user }) => {
    await bindInviter(ctx, user, code);
    return null;
  });
  handle(app, ctx, calls.inviterCode, 'user', async (_input, { user }) => user.invite_code);
}
