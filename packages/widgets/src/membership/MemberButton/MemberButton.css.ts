import { style } from '@vanilla-extract/css';

export const crown = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
});
