import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const chosen = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});
