import type { InspirationItem } from '@dubkit/sdk-core';
import { TEMPLATE_PAGE_SIZE } from '@dubkit/sdk-core/assistant';
import { useDubKit } from '../../provider';
import { inspirationApplyHref } from '../../provider/paths';
import { useRemote } from '../../shared/useRemote';
import { useFollow } from '../../tools/shared/useFollow';
import { useAssistantMessages } from '../copy';

/**
 * The inspiration center's templates (spec part 2 §7: page 1, 30 a page), each linked to its apply page
 * (`paths.inspirationApply?code=`). A failed load is shown in place with a retry, not as a toast.
 */
export function useInspirationCenter() {
  const { client, paths } = useDubKit();
  const messages = useAssistantMessages();
  const templates = useRemote<InspirationItem[]>('inspiration-templates', async (signal) => {
    const page = await client.gpt.templateSearch({ page: 1, pageSize: TEMPLATE_PAGE_SIZE }, { signal, handled: true });
    return page.list;
  });
  const follow = useFollow();
  return {
    messages,
    status: templates.status,
    templates: templates.data ?? [],
    retry: templates.reload,
    hrefOf: (code: string) => inspirationApplyHref(code, paths.inspirationApply),
    follow,
  };
}

export type InspirationCenterState = ReturnType<typeof useInspirationCenter>;
