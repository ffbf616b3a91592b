import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';
import { floatingButton } from '../../shared/shared.css';

export const toolbar = style({
  position: 'fixed',
  right: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': {
    // Phones: a floating button at the bottom right, its actions stacked above it when shown.
    [media.mobile]: {
      top: 'auto',
      bottom: floatingButton.bottom,
      transform: 'none',
      flexDirection: 'column-reverse',
      alignItems: 'flex-end',
      gap: vars.space.sm,
      padding: 0,
      background: 'transparent',
      border: 'none',
      boxShadow: 'none',
    },
  },
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  '@media': {
    [media.mobile]: {
      display: 'none',
      padding: vars.space.xs,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.md,
      selectors: { '[data-expanded] > &': { display: 'flex' } },
    },
  },
});

export const toggle = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: floatingButton.size,
  height: floatingButton.size,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brand,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  '@media': { [media.mobile]: { display: 'inline-flex' } },
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.brandSoft, color: vars.color.brandActive },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  width: 56,
  padding: `${vars.space.xs} 0`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { color: vars.color.brandActive, background: vars.color.brandSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const service = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  textAlign: 'center',
});

export const serviceText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
