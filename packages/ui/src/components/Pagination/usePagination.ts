import { useControllableState } from '../../hooks/useControllableState';
import { paginationItems } from './paginationItems';

export interface UsePaginationOptions {
  /** Page count as the server reports it. */
  totalPages: number;
  page?: number;
  defaultPage?: number;
  onChange?: (page: number) => void;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  disabled?: boolean;
}

/** Current page (kept within 1…totalPages when the count shrinks), the visible items and the moves. */
export function usePagination({
  totalPages,
  page,
  defaultPage = 1,
  onChange,
  siblings = 1,
  disabled = false,
}: UsePaginationOptions) {
  const [requested, setPage] = useControllableState(page, defaultPage, onChange);
  const total = Math.max(0, Math.floor(totalPages));
  const current = Math.min(Math.max(requested, 1), Math.max(total, 1));
  const go = (target: number) => {
    if (!disabled && target >= 1 && target <= total && target !== current) setPage(target);
  };
  return {
    page: current,
    totalPages: total,
    items: paginationItems(current, total, siblings),
    go,
    canPrevious: !disabled && current > 1,
    canNext: !disabled && current < total,
  };
}
