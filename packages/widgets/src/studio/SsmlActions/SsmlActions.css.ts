import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.sm });

export const hint = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const fileInput = style({ display: 'none' });

export const upload = style({ justifySelf: 'start' });

export const problems = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingLeft: vars.space.lg,
  maxHeight: '30vh',
  overflowY: 'auto',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
