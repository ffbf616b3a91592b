export { InfiniteList, type InfiniteListProps } from './InfiniteList';
export { type UseInfiniteListOptions, useInfiniteList } from './useInfiniteList';
