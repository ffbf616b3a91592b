import { useId, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { Input, type InputProps } from '../Input/Input';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'suffix'> {
  /** Name of the show/hide toggle (a toggle button: pressed means shown). */
  toggleLabel?: string;
  /** Start with the password shown. */
  defaultVisible?: boolean;
}

export function PasswordInput({
  id,
  toggleLabel = '显示密码',
  defaultVisible = false,
  disabled,
  size = 'md',
  ...rest
}: PasswordInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <Input
      {...rest}
      id={inputId}
      size={size}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      suffix={
        <IconButton
          label={toggleLabel}
          size={size === 'lg' ? 'sm' : 'xs'}
          pressed={visible}
          disabled={disabled}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon open={visible} />
        </IconButton>
      }
    />
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}
