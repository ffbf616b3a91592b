import { assistantMonth, assistantMonthlyTokens, assistantQuotaMessage } from '@dubkit/sdk-core/assistant';
import type { ChatTurn } from '../../engines/chat/engine';
import type { ServerContext } from '../context';
import { DomainError } from '../errors';
import type { AnswerKind } from './prompts';

/**
 * The month's tokens are spent before the provider is asked: an answer first reserves its prompt and the most it may
 * answer (the `max_tokens` it asks for), and settles with what the provider reports when it ends. Reservations live in
 * the database, so they hold across processes.
 */

/** The most tokens an answer may take (`max_tokens`): a rewrite is about as long as its text (5,000 characters). */
export const ANSWER_MAX_TOKENS: Record<AnswerKind, number> = {
  chat: 4096,
  translate: 4096,
  edit: 4096,
  template: 4096,
  rewrite: 8192,
  shorten: 1024,
};

/** With fewer tokens left for the answer than this, the month's allowance counts as spent. */
export const MIN_ANSWER_TOKENS = 200;

/** A reservation counts this long at most: one never settled (its process died) stops holding tokens after it. */
export const RESERVATION_LEASE_MS = 15 * 60_000;

/**
 * The prompt's tokens before the provider counts them: a character each (about right for Chinese, over for English)
 * and 4 for each turn's framing.
 */
export const estimatePromptTokens = (turns: readonly ChatTurn[]) =>
  turns.reduce((sum, turn) => sum + turn.content.length + 4, 0);

export interface Reservation {
  id: number;
  month: string;
  /** The `max_tokens` to ask the provider for: what the reservation leaves after the prompt. */
  maxAnswerTokens: number;
}

/**
 * Reserves the prompt and up to `ANSWER_MAX_TOKENS` of answer (fewer when less is left) against the month's allowance,
 * or refuses with 402 when not even `MIN_ANSWER_TOKENS` of answer fit.
 */
export async function reserveTokens(
  ctx: ServerContext,
  userId: number,
  member: boolean,
  promptTokens: number,
  answerTokens: number,
): Promise<Reservation> {
  const now = ctx.now();
  const month = assistantMonth(now);
  const reservation = await ctx.db.transaction().execute(async (trx) => {
    // Writing the user's month row first makes their reservations wait for each other, in every process: PostgreSQL
    // locks the row until commit, SQLite has one writer at a time. What is read after it is therefore current.
    const { tokens: used } = await trx
      .insertInto('assistant_usage')
      .values({ user_id: userId, month, tokens: 0 })
      .onConflict((oc) =>
        oc.columns(['user_id', 'month']).doUpdateSet((eb) => ({ tokens: eb.ref('assistant_usage.tokens') })),
      )
      .returning('tokens')
      .executeTakeFirstOrThrow();
    const { reserved } = await trx
      .selectFrom('assistant_reservations')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('tokens'), eb.lit(0)).as('reserved'))
      .where('user_id', '=', userId)
      .where('month', '=', month)
      .where('created_at', '>', now - RESERVATION_LEASE_MS)
      .executeTakeFirstOrThrow();
    const left = assistantMonthlyTokens(member) - Number(used) - Number(reserved);
    if (left < promptTokens + MIN_ANSWER_TOKENS) return null;
    const tokens = Math.min(left, promptTokens + answerTokens);
    const { id } = await trx
      .insertInto('assistant_reservations')
      .values({ user_id: userId, month, tokens, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, month, maxAnswerTokens: tokens - promptTokens };
  });
  if (!reservation) throw new DomainError(402, assistantQuotaMessage(member));
  // Lapsed reservations no longer count; clearing them keeps the table to the answers under way.
  await ctx.db
    .deleteFrom('assistant_reservations')
    .where('created_at', '<=', now - RESERVATION_LEASE_MS)
    .execute();
  return reservation;
}

/** Charges the answer's tokens to the reservation's month in place of the reservation. */
export async function settleTokens(ctx: ServerContext, userId: number, reservation: Reservation, tokens: number) {
  await ctx.db.transaction().execute(async (trx) => {
    if (tokens > 0)
      await trx
        .insertInto('assistant_usage')
        .values({ user_id: userId, month: reservation.month, tokens })
        .onConflict((oc) =>
          oc.columns(['user_id', 'month']).doUpdateSet((eb) => ({ tokens: eb('assistant_usage.tokens', '+', tokens) })),
        )
        .execute();
    await trx.deleteFrom('assistant_reservations').where('id', '=', reservation.id).execute();
  });
}
