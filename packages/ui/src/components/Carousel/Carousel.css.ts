import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const viewport = style({ overflow: 'hidden' });

export const track = style({
  display: 'flex',
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({
  display: 'grid',
  gap: vars.space.lg,
  flex: '0 0 100%',
  minWidth: 0,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const dots = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const dot = style({
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    display: 'block',
    width: '8px',
    height: '8px',
    margin: 'auto',
    borderRadius: vars.radius.full,
    background: vars.color.textMuted,
    transition: `width ${vars.motion.durationFast} ${vars.motion.easing}`,
  },
  selectors: {
    '&[aria-current="true"]::before': { width: '20px', background: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, borderRadius: vars.radius.sm },
  },
});
