import type { ServerContext } from './context';
import { badRequest } from './errors';

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

export async function addFeedback(
  ctx: ServerContext,
  userId: number | null,
  input: { type?: number; content: string; email: string; otherContacts?: string | null },
) {
  const content = input.content.trim();
  const email = input.email.trim();
  if (!content) throw badRequest('反馈内容不能为空');
  if (!email) throw badRequest('联系邮箱不能为空');
  const type = input.type ?? 1;
  if (!FEEDBACK_TYPES.includes(type as 0 | 1 | 2)) throw badRequest('反馈类型不正确');
  await ctx.db
    .insertInto('feedback')
    .values({
      user_id: userId,
      type,
      content,
      email,
      other_contacts: input.otherContacts?.trim() || null,
      created_at: ctx.now(),
    })
    .execute();
}
