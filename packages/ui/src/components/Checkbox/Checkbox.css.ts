import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Hidden from sight but still focusable and announced: the native input does the work. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const checkbox = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.onBrand,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${checkbox}:hover:not([data-disabled]) &`]: { borderColor: vars.color.brand },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.5 },
    [`${visuallyHidden}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const mark = style({ width: '12px', height: '12px' });
