import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const code = style({
  margin: 0,
  fontSize: 32,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.2em',
  color: vars.color.brandActive,
  fontVariantNumeric: 'tabular-nums',
});

export const codeBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
});

export const label = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const stepsTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
