import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const banner = style({ position: 'relative', display: 'block', background: vars.color.surfaceSunken });

export const link = style({
  display: 'block',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } },
});

export const image = style({ display: 'block', width: '100%', height: 'auto', maxHeight: 120, objectFit: 'cover' });

export const close = style({ position: 'absolute', top: vars.space.xs, right: vars.space.sm });
