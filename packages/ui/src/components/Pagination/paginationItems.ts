export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page buttons to show: always the first and last page, the current page with `siblings` on each side, and an
 * ellipsis for each gap; the count stays constant (2 × siblings + 5) so the row does not jump while paging.
 */
export function paginationItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (totalPages <= siblings * 2 + 5) return range(1, totalPages);
  const start = Math.max(Math.min(page - siblings, totalPages - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(page + siblings, siblings * 2 + 3), totalPages - 2);
  return [
    1,
    start > 3 ? 'start-ellipsis' : 2,
    ...range(start, end),
    end < totalPages - 2 ? 'end-ellipsis' : totalPages - 1,
    totalPages,
  ];
}
