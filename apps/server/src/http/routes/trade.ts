import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { memberInfo, takeNewUserReward } from '../../domain/membership';
import { checkOrder, lastPayments, newPresetOrder, tradeFlows, vipProducts } from '../../domain/payments';
import { handle } from '../envelope';

export function tradeRoutes(app: FastifyInstance, ctx: ServerContext) {
  const calls = contract.trade;
  handle(app, ctx, calls.vipProducts, 'public', async () => vipProducts(ctx, 100));
  handle(app, ctx, calls.memberInfo, 'user', async (_input, { user }) => memberInfo(ctx, user.id));
  handle(app, ctx, calls.takeNewUserRewards, 'user', async (_input, { user }) => takeNewUserReward(ctx, user.id));
  handle(app, ctx, calls.lastPayments, 'public', async () => lastPayments(ctx));
  handle(app, ctx, calls.flows, 'user', async ({ page, pageSize }, { user }) =>
    tradeFlows(ctx, user.id, page, pageSize),
  );
  handle(app, ctx, calls.newPresetOrder, 'user', async (input, { user }) => newPresetOrder(ctx, user.id, input));
  handle(app, ctx, calls.checkPresetOrderStatus, 'user', async ({ orderNo }, { user }) =>
    checkOrder(ctx, user.id, orderNo),
  );
}
