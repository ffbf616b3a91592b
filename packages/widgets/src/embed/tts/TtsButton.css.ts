import { vars } from '@dubkit/ui/vars';
import { keyframes, style } from '@vanilla-extract/css';

/** The button's root carries the theme variables; its type is ours, not the host page's. */
export const root = style({
  display: 'inline-block',
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});

export const button = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 32,
  padding: `0 ${vars.space.md}`,
  margin: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.brandHover },
    '&:active': { background: vars.color.brandActive },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': {
      background: vars.color.surface,
      color: vars.color.brand,
      borderColor: vars.color.brand,
    },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const icon = style({
  flexShrink: 0,
  selectors: { '[data-state="loading"] &': { animation: `${spin} 1s linear infinite` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The failure notice: a toast at the top of the viewport, in the overlay layer. */
export const toast = style({
  position: 'fixed',
  top: vars.space.xl,
  left: '50%',
  transform: 'translateX(-50%)',
  maxWidth: 'min(480px, calc(100vw - 32px))',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  borderLeft: `4px solid ${vars.color.danger}`,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
