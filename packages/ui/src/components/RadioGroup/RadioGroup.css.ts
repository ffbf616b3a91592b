import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../Checkbox/Checkbox.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&[aria-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg } },
});

export const radio = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const circle = style({
  flexShrink: 0,
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${radio}:hover:not([data-disabled]) &`]: { borderColor: vars.color.brand },
    [`${radio}[data-selected] &`]: { border: `5px solid ${vars.color.brand}` },
    '[data-invalid] &': { borderColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: { opacity: 0.5 },
    [`${visuallyHidden}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
