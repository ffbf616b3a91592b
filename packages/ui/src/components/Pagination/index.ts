export { Pagination, type PaginationProps } from './Pagination';
export { type PageItem, paginationItems } from './paginationItems';
export { type UsePaginationOptions, usePagination } from './usePagination';
