import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const ticker = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.memberGoldSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 260px',
  gap: vars.space.xl,
  '@media': { '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const products = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const product = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.memberGold,
      boxShadow: `inset 0 0 0 1px ${vars.color.memberGold}`,
      background: vars.color.memberGoldSoft,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const productTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const productPlan = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
});

export const price = style({
  gridRow: 'span 2',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
});

export const realPrice = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const perDay = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
});

export const pay = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
});

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
});

export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const amountValue = style({
  marginLeft: vars.space.xs,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const notice = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textSecondary,
});

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} 0`,
  textAlign: 'center',
});

export const successIcon = style({
  width: '56px',
  height: '56px',
  color: vars.color.success,
});

export const successTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const successText = style({
  margin: 0,
  color: vars.color.textSecondary,
});

export const qr = style({
  position: 'relative',
  width: '200px',
  height: '200px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#fff',
  overflow: 'hidden',
});

export const qrImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const qrOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: 0,
  background: 'rgba(255, 255, 255, 0.92)',
  color: '#1f2937',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-4px' },
  },
});
