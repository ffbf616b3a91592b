import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
});

export const label = style({
  flexShrink: 0,
  minWidth: '4em',
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textSecondary,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': {
    // Phones: one row that scrolls sideways; the padding keeps the focus ring inside the scroll box, and the
    // containment keeps the row's full length out of the page's intrinsic width (a centred page would grow to fit it).
    [media.mobile]: {
      flex: '1 1 0',
      contain: 'inline-size',
      flexWrap: 'nowrap',
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollbarWidth: 'none',
      padding: 4,
      margin: -4,
    },
  },
});

export const tag = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled]):not([data-selected])': { background: vars.color.brandSoft },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
