export { SearchInput, type SearchInputProps } from './SearchInput';
export { type UseSearchInputOptions, useSearchInput } from './useSearchInput';
