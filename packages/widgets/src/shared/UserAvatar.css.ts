import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});
