import { useImperativeHandle } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { Input, type InputProps } from '../Input/Input';
import * as styles from './SearchInput.css';
import { type UseSearchInputOptions, useSearchInput } from './useSearchInput';

export interface SearchInputProps
  extends UseSearchInputOptions,
    Omit<InputProps, 'type' | 'prefix' | 'suffix' | keyof UseSearchInputOptions> {
  /** Name of the clear button. */
  clearLabel?: string;
}

export function SearchInput({
  value,
  defaultValue,
  onChange,
  onSubmit,
  onClear,
  clearLabel = '清除',
  disabled,
  size = 'md',
  className,
  ref,
  ...rest
}: SearchInputProps) {
  const search = useSearchInput({ value, defaultValue, onChange, onSubmit, onClear });
  useImperativeHandle(ref, () => search.inputRef.current as HTMLInputElement);
  return (
    <Input
      {...rest}
      {...search.inputProps}
      ref={search.inputRef}
      size={size}
      disabled={disabled}
      className={[styles.searchInput, className].filter(Boolean).join(' ')}
      prefix={
        <svg
          width="1em"
          height="1em"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      }
      suffix={
        search.canClear &&
        !disabled && (
          <IconButton label={clearLabel} size={size === 'lg' ? 'sm' : 'xs'} onClick={search.clear}>
            <svg
              width="1em"
              height="1em"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </IconButton>
        )
      }
    />
  );
}
