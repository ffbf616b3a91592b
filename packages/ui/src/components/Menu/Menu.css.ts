import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { popover } from '../Popover/Popover.css';

export const menu = style([popover, { display: 'flex', flexDirection: 'column', padding: vars.space.xs }]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus': { background: vars.color.brandSoft },
    '&[data-danger]': { color: vars.color.danger },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
