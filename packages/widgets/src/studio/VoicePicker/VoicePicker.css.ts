import { vars } from '@dubkit/ui';
import { style } from '@vanilla-extract/css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
