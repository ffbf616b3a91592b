import { fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { availableHeight } from '../Overlay/anchored.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'scale(0.98)' } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' } });

export const popover = style({
  zIndex: vars.zIndex.popover,
  boxSizing: 'border-box',
  minWidth: '160px',
  maxWidth: 'min(360px, calc(100vw - 16px))',
  // No taller than the room on its side of the anchor: a long panel scrolls inside instead of leaving the screen.
  maxHeight: fallbackVar(availableHeight, 'calc(100vh - 16px)'),
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  outline: 'none',
  animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** A phone's bottom sheet: the full width along the bottom edge, its end (and its buttons) always on screen. */
export const sheet = style([
  popover,
  {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    width: '100%',
    maxWidth: '100%',
    maxHeight: ['85vh', '85dvh'],
    padding: `${vars.space.lg} ${vars.space.md} calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
    borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
    borderBottom: 'none',
    boxShadow: vars.shadow.lg,
    animation: `${slideUp} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);

/** Dims the page behind a sheet; a press on it is a press outside, which closes the sheet. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.popover,
  background: vars.color.overlay,
});

export const title = style({
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
