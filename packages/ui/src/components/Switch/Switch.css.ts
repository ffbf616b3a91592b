import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
});

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: '36px',
  height: '20px',
  padding: '2px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const thumb = style({
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.textInverse,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${track}[aria-checked="true"] &`]: { transform: 'translateX(16px)' } },
});

export const label = style({
  cursor: 'pointer',
  selectors: { [`${root}[data-disabled] &`]: { cursor: 'not-allowed' } },
});
