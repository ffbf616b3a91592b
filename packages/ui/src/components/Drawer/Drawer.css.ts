import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });

export const mask = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const maskPlacement = styleVariants({
  right: { justifyContent: 'flex-end' },
  left: { justifyContent: 'flex-start' },
});

const panelBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '400px',
  maxWidth: '100%',
  height: '100%',
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflowY: 'auto',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const panel = styleVariants({
  right: [panelBase, { animation: `${slideFromRight} ${vars.motion.durationNormal} ${vars.motion.easing}` }],
  left: [panelBase, { animation: `${slideFromLeft} ${vars.motion.durationNormal} ${vars.motion.easing}` }],
});
