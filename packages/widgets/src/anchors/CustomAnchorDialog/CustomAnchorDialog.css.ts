import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});

export const comment = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const settings = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.lg} 0 0`,
  fontSize: vars.fontSize.sm,
});

export const term = style({
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  width: '100%',
});

export const danger = style({
  marginRight: 'auto',
});
