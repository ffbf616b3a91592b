import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.lg,
  color: vars.color.text,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md },
  },
});

export const nav = style({
  position: 'sticky',
  top: vars.space.lg,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  '@media': {
    // Phones: one row that scrolls sideways under the page title.
    [media.mobile]: {
      position: 'static',
      padding: vars.space.xs,
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollbarWidth: 'none',
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { flexDirection: 'row', width: 'max-content' } },
});

export const item = style({ flexShrink: 0 });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      // The darker brand keeps the text readable on the soft brand background (4.5:1).
      color: vars.color.brandActive,
      fontWeight: vars.fontWeight.medium,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
  '@media': { [media.mobile]: { minHeight: 36, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm } },
});

export const content = style({ minWidth: 0 });
