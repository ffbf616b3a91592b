import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' } });

export const host = style({
  position: 'fixed',
  top: vars.space.xl,
  left: '50%',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: 'max-content',
  maxWidth: 'calc(100vw - 32px)',
  transform: 'translateX(-50%)',
  pointerEvents: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.md,
  pointerEvents: 'auto',
  animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const icon = styleVariants({
  success: { display: 'inline-flex', color: vars.color.success, flexShrink: 0 },
  info: { display: 'inline-flex', color: vars.color.info, flexShrink: 0 },
  warning: { display: 'inline-flex', color: vars.color.warning, flexShrink: 0 },
  error: { display: 'inline-flex', color: vars.color.danger, flexShrink: 0 },
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
