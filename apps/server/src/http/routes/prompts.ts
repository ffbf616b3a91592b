import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { promptList } from '../../domain/prompts';
import { handle } from '../envelope';

/**
 * The prompt library (spec part 2 §7 POST /api/gpt/prompt/list). Public: the cards are the same for everyone, reading
 * them spends nothing and shows nothing of anyone's, and the spec's visitor bans (§6) do not name the library; the
 * website still keeps its page behind login with the rest of /gpt.
 */
export function promptRoutes(app: FastifyInstance, ctx: ServerContext) {
  handle(app, ctx, contract.gpt.promptList, 'public', async ({ page, pageSize }) => promptList(ctx, page, pageSize));
}
