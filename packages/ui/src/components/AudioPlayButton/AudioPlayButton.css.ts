import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="playing"], &:hover': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-state="loading"]': { cursor: 'progress' },
  },
});

export const sizes = styleVariants({
  sm: { width: '28px', height: '28px' },
  md: { width: '36px', height: '36px' },
  lg: { width: '48px', height: '48px' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '45%',
  height: '45%',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const icon = style({ width: '45%', height: '45%' });
