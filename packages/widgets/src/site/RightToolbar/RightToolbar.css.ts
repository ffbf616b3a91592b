import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

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
