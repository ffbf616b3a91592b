import type { InspirationItem, InspirationLabel, Page } from '@dubkit/sdk-core';
import type { InspirationTemplatesTable } from '../../db/schema';
import type { ServerContext } from '../context';
import { notFound } from '../errors';

/** A template's icon, drawn by the server like the avatars. */
export const inspirationIcon = (code: string) => `/media/inspiration/${encodeURIComponent(code)}.svg`;

function item(row: Omit<InspirationTemplatesTable, 'system_prompt' | 'position'>): InspirationItem {
  return {
    code: row.code,
    icon: inspirationIcon(row.code),
    title: row.title,
    subtitle: row.subtitle,
    placeholder: row.placeholder,
    demos: JSON.parse(row.demos) as string[],
    label: row.label ? (JSON.parse(row.label) as InspirationLabel) : null,
  };
}

const listed = ['code', 'title', 'subtitle', 'placeholder', 'demos', 'label'] as const;

export async function searchTemplates(
  ctx: ServerContext,
  page: number,
  pageSize: number,
): Promise<Page<InspirationItem>> {
  const { n } = await ctx.db
    .selectFrom('inspiration_templates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await ctx.db
    .selectFrom('inspiration_templates')
    .select(listed)
    .orderBy('position')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: Number(n), list: rows.map(item) };
}

async function templateRow(ctx: ServerContext, code: string) {
  const row = await ctx.db.selectFrom('inspiration_templates').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) throw notFound('模板不存在');
  return row;
}

export async function templateDetail(ctx: ServerContext, code: string): Promise<InspirationItem> {
  return item(await templateRow(ctx, code));
}

/** The template's system prompt, for its apply stream. */
export async function templatePrompt(ctx: ServerContext, code: string): Promise<string> {
  return (await templateRow(ctx, code)).system_prompt;
}

/** The title an icon shows, or null for an unknown code. */
export async function templateTitle(ctx: ServerContext, code: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('inspiration_templates')
    .select('title')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.title ?? null;
}
