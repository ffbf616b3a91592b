import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tablist = style({
  display: 'flex',
  gap: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[aria-orientation="vertical"]': {
      flexDirection: 'column',
      gap: vars.space.xs,
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.brand },
    // The selection bar sits on the list's border.
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: '-1px',
      height: '2px',
      borderRadius: vars.radius.full,
      background: vars.color.brand,
    },
    '[aria-orientation="vertical"] > &': { textAlign: 'start', paddingInline: vars.space.md },
    '[aria-orientation="vertical"] > &[aria-selected="true"]::after': {
      insetInline: 'auto -1px',
      top: 0,
      bottom: 0,
      width: '2px',
      height: 'auto',
    },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const panel = style({
  flex: 1,
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
