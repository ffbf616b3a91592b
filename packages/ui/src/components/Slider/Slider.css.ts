import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** How much of the track is filled, as a percentage. */
export const fill = createVar();

const track = {
  height: '4px',
  borderRadius: vars.radius.full,
  background: `linear-gradient(to right, ${vars.color.brand} ${fill}, ${vars.color.borderStrong} ${fill})`,
};

const thumb = {
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
};

export const slider = style({
  vars: { [fill]: '0%' },
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: '20px',
  margin: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::-webkit-slider-runnable-track': track,
    '&::-moz-range-track': track,
    '&::-webkit-slider-thumb': { ...thumb, appearance: 'none', marginTop: '-6px' },
    '&::-moz-range-thumb': thumb,
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::-webkit-slider-thumb': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:focus-visible::-moz-range-thumb': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const output = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});
