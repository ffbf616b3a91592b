import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/contract.css';

/** The panel's maximum width on desktop, set by Dialog's `width`; a phone's sheet is always the full width. */
export const panelWidth = createVar();

const fadeIn = keyframes({ from: { opacity: 0 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' } });

export const mask = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  overflowY: 'auto',
  animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  '@media': {
    // A bottom sheet: pinned to the bottom edge, the mask never scrolls, the sheet's body does.
    [media.mobile]: { alignItems: 'flex-end', padding: 0, overflowY: 'hidden' },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: fallbackVar(panelWidth, '480px'),
  maxHeight: '100%',
  margin: 'auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${popIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  '@media': {
    [media.mobile]: {
      maxWidth: '100%',
      maxHeight: ['90vh', '90dvh'],
      margin: 'auto 0 0',
      gap: vars.space.md,
      padding: `${vars.space.lg} ${vars.space.md} calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      animation: `${slideUp} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const title = style({
  margin: 0,
  paddingRight: vars.space.xl,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.md,
});

export const body = style({
  minHeight: 0,
  minWidth: 0,
  overflowY: 'auto',
  '@media': { [media.mobile]: { flex: '1 1 auto', overscrollBehavior: 'contain' } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { flexWrap: 'wrap', flexShrink: 0 } },
});

export const close = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
