import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  transition: `box-shadow ${vars.motion.durationNormal} ${vars.motion.easing}, border-color ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    '&[data-interactive]:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    // A ring drawn inside the border, so selecting a card does not move the grid.
    '&[data-selected]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
  },
});

export const paddings = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space.sm },
  md: { padding: vars.space.lg },
  lg: { padding: vars.space.xl },
});
