import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ${vars.motion.easing} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: {
    '&[data-shape="text"]': { height: '0.9em', marginBlock: '0.35em' },
    '&[data-shape="text"]:last-child:not(:first-child)': { width: '60%' },
    '&[data-shape="circle"]': { borderRadius: vars.radius.full },
    '&[data-shape="rect"]': { borderRadius: vars.radius.md },
  },
});

export const lines = style({ display: 'block', width: '100%' });
