import { FEEDBACK_DAILY_LIMIT } from '@dubkit/sdk-core/account';
import type { ServerContext } from './context';
import { takeNumberedSlot } from './dailySlots';
import { badRequest, DomainError } from './errors';
import { chinaDay } from './samples/samples';

export async function homeComments(ctx: ServerContext) {
  return ctx.db
    .selectFrom('home_comments')
    .select(['message', 'avatar', 'nickname'])
    .orderBy('position')
    .limit(6)
    .execute();
}

/** The banner for a position, or null; `valid` is computed from its window. */
export async function activityBanner(ctx: ServerContext, position: number) {
  const now = ctx.now();
  const row = await ctx.db
    .selectFrom('banners')
    .selectAll()
    .where('position', '=', position)
    .where('begin_time', '<=', now)
    .where('end_time', '>', now)
    .orderBy('begin_time', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    link: row.link,
    imagePath: row.image_path,
    beginTimeMillis: row.begin_time,
    endTimeMillis: row.end_time,
    valid: true,
    closeable: row.closeable === 1,
  };
}

export const FEEDBACK_TYPES = [0, 1, 2] as const;

const FEEDBACK_LIMIT_REACHED = `今天已提交${FEEDBACK_DAILY_LIMIT}条反馈，请明天再来`;

/**
 * Keeps one feedback (its length was checked by the contract's schema): at most FEEDBACK_DAILY_LIMIT a China-time day
 * per user, or per address for a visitor. The nth of the day takes slot n, unique per sender and day, so parallel
 * sends that counted the same n cannot both be kept: the loser counts again.
 */
export async function addFeedback(
  ctx: ServerContext,
  sender: { userId: number | null; address: string },
  input: { type?: number; content: string; email: string; otherContacts?: string | null },
) {
  const content = input.content.trim();
  const email = input.email.trim();
  if (!content) throw badRequest('反馈内容不能为空');
  if (!email) throw badRequest('联系邮箱不能为空');
  const type = input.type ?? 1;
  if (!FEEDBACK_TYPES.includes(type as 0 | 1 | 2)) throw badRequest('反馈类型不正确');
  const now = ctx.now();
  const who = sender.userId === null ? `ip:${sender.address}` : `user:${sender.userId}`;
  const day = chinaDay(now);
  const kept = await takeNumberedSlot(
    FEEDBACK_DAILY_LIMIT,
    async () => {
      const { sent } = await ctx.db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('sent'))
        .where('sender', '=', who)
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      return Number(sent);
    },
    async (slot) => {
      const row = await ctx.db
        .insertInto('feedback')
        .values({
          user_id: sender.userId,
          type,
          content,
          email,
          other_contacts: input.otherContacts?.trim() || null,
          created_at: now,
          sender: who,
          day,
          slot,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  );
  if (kept) return;
  throw new DomainError(429, FEEDBACK_LIMIT_REACHED);
}
