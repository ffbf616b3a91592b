import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  justifyContent: 'space-between',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
      borderColor: vars.color.brand,
    },
    '&[data-open]': { borderColor: vars.color.brand },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textSecondary,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-open] &`]: { transform: 'rotate(180deg)' } },
});

export const listbox = style({
  // Reset the user-agent styles of [popover]; floating-ui sets the position.
  inset: 'auto',
  margin: 0,
  padding: vars.space.xs,
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.md,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-active]': { background: vars.color.brandSoft },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.medium },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const check = style({
  flexShrink: 0,
  color: vars.color.brand,
  visibility: 'hidden',
  selectors: { '[aria-selected="true"] > &': { visibility: 'visible' } },
});
