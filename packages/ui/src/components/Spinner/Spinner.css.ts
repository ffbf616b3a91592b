import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const ring = style({
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const sizes = styleVariants({
  sm: { width: '16px', height: '16px' },
  md: { width: '24px', height: '24px', borderWidth: '3px' },
  lg: { width: '40px', height: '40px', borderWidth: '4px' },
});
