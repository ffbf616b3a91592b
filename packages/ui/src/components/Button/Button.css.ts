import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled, &[data-loading]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const variants = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      '&:hover:not(:disabled):not([data-loading])': { background: vars.color.brandHover },
      '&:active:not(:disabled):not([data-loading])': { background: vars.color.brandActive },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&:hover:not(:disabled):not([data-loading])': { borderColor: vars.color.brand, color: vars.color.brand },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.brand,
    selectors: { '&:hover:not(:disabled):not([data-loading])': { background: vars.color.brandSoft } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.textInverse,
  },
  member: {
    background: vars.color.memberGoldSoft,
    color: vars.color.memberGold,
    borderColor: vars.color.memberGold,
  },
});

export const sizes = styleVariants({
  sm: { height: '28px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
  md: { height: '36px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
  lg: { height: '44px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const block = style({ width: '100%' });
