import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  width: '100%',
});

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
});

export const amount = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const amountValue = style({
  marginLeft: vars.space.xs,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'center' });

export const notYet = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.warning, textAlign: 'center' });

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} 0`,
  textAlign: 'center',
});

export const successIcon = style({ width: 56, height: 56, color: vars.color.success });

export const successTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const successText = style({ margin: 0, color: vars.color.textSecondary });
