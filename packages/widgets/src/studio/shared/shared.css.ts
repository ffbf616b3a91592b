import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../shared/shared.css';

export { visuallyHidden };

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  selectors: { '&[data-disabled]': { opacity: 0.6 } },
});

export const filter = style({ minWidth: 0 });

export const gridArea = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: 160,
});

export const gridSpinner = style({
  position: 'absolute',
  top: vars.space.xl,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  flexDirection: 'row',
  alignItems: 'center',
  selectors: {
    // The radio is hidden, so the card shows the keyboard focus.
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const cardLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  cursor: 'pointer',
});

export const radio = visuallyHidden;

export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const cardName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const cardDescription = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
});

export const cardPlay = style({ flexShrink: 0 });

export const pagination = style({ alignSelf: 'center' });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

// The studio's settings panels (multi-voice picker, toolbar menus): labelled groups, pill choices, scrolling lists.

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const groupLabel = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
});

export const chipRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** A pill choice, filled when pressed; each panel sets its padding. */
export const chip = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** A scrolling list of choices; each panel sets its gap. */
export const choiceList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: 220,
  overflowY: 'auto',
});

/** One row of such a list, outlined when chosen; each panel sets its padding. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});
