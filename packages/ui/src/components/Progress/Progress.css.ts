import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const track = style({
  position: 'relative',
  height: '6px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const bar = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    '&[data-indeterminate]': { width: '40%', animation: `${slide} 1.4s ${vars.motion.easing} infinite` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '4s' } },
});

export const tones = styleVariants({
  brand: { background: vars.color.brand },
  success: { background: vars.color.success },
  danger: { background: vars.color.danger },
});

export const value = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});
