import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, color: vars.color.text });

export const intro = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md },
    [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const card = style({
  minHeight: 168,
  '@media': { [media.narrow]: { minHeight: 0 } },
  selectors: {
    '&:focus-within': { borderColor: vars.color.brand },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** The card's one control; its box is stretched over the whole card so a click anywhere on it counts. */
export const action = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const description = style({
  margin: 0,
  flex: 1,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const cta = style({
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const app = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const appHint = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});
