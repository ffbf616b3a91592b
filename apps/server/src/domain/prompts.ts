import type { Page, Prompt } from '@dubkit/sdk-core';
import type { ServerContext } from './context';

/** How many pages `count` prompts fill at `pageSize` a page (0 when there are none). */
export function promptPageCount(count: number, pageSize: number): number {
  return Math.ceil(count / pageSize);
}

/**
 * One page of the prompt library, in library order. `total` is the page count, as the contract and the spec say
 * ("total (used as the page count)"), not the number of prompts: a client reading it as pages is right, and one that
 * wants the prompt count has it as at most `total * pageSize`.
 */
export async function promptList(ctx: ServerContext, page: number, pageSize: number): Promise<Page<Prompt>> {
  const [counted, rows] = await Promise.all([
    ctx.db.selectFrom('prompts').select(ctx.db.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('prompts')
      .select(['title', 'subtitle', 'prompt_zh', 'prompt_en'])
      .orderBy('position')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return {
    total: promptPageCount(Number(counted.n), pageSize),
    list: rows.map((row) => ({
      title: row.title,
      subtitle: row.subtitle,
      promptZh: row.prompt_zh,
      promptEn: row.prompt_en,
    })),
  };
}
