import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
  userSelect: 'none',
  selectors: { '&[data-shape="square"]': { borderRadius: vars.radius.md } },
});

export const sizes = styleVariants({
  sm: { width: '24px', height: '24px', fontSize: vars.fontSize.xs },
  md: { width: '36px', height: '36px', fontSize: vars.fontSize.md },
  lg: { width: '48px', height: '48px', fontSize: vars.fontSize.lg },
  xl: { width: '72px', height: '72px', fontSize: vars.fontSize.xl },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
