import * as styles from './Pagination.css';
import { type UsePaginationOptions, usePagination } from './usePagination';

export interface PaginationProps extends UsePaginationOptions {
  /** Name of the navigation landmark. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page button; it should contain the number shown. */
  pageLabel?: (page: number) => string;
  className?: string;
}

const chevron = (direction: 'previous' | 'next') => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
    <path
      d={direction === 'previous' ? 'M7.5 2.5 4 6l3.5 3.5' : 'M4.5 2.5 8 6 4.5 9.5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    />
  </svg>
);

export function Pagination({
  label = '分页',
  previousLabel = '上一页',
  nextLabel = '下一页',
  pageLabel = (page) => `第 ${page} 页`,
  className,
  ...options
}: PaginationProps) {
  const { page, totalPages, items, go, canPrevious, canNext } = usePagination(options);
  if (totalPages < 1) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label={previousLabel}
            disabled={!canPrevious}
            onClick={() => go(page - 1)}
          >
            {chevron('previous')}
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.item}
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                disabled={options.disabled}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label={nextLabel}
            disabled={!canNext}
            onClick={() => go(page + 1)}
          >
            {chevron('next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
