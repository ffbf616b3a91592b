import { style } from '@vanilla-extract/css';

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-counting]': { cursor: 'not-allowed', opacity: 0.6 } },
});
