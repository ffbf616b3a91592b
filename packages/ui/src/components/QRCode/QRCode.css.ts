import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  // The plate and modules use the text/surface pair, so the code keeps a strong contrast in every theme.
  background: vars.color.surface,
  color: vars.color.text,
  overflow: 'hidden',
});

export const svg = style({ display: 'block', width: '100%', height: '100%' });

export const placeholder = style({ width: '100%', height: '100%', background: vars.color.surfaceSunken });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: 'none',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  opacity: 0.96,
  selectors: { '&:empty': { background: 'transparent', pointerEvents: 'none' } },
});

export const refresh = style([
  overlay,
  {
    width: '100%',
    opacity: 1,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.brand },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
]);

export const paid = style({ color: vars.color.success });
