import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const intro = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const speakers = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  maxHeight: '50vh',
  overflowY: 'auto',
});

export const speaker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const who = style({ display: 'grid', flex: '1 1 140px', minWidth: 0, gap: vars.space.xxs });

export const name = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const voice = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });
