import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
});

export const intro = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  // Off-screen rows of a long script are laid out only when scrolled to.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 88px',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  },
});

export const number = style({
  minWidth: 24,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: '32px',
  fontVariantNumeric: 'tabular-nums',
});

export const text = style({
  margin: 0,
  alignSelf: 'center',
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    [media.mobile]: { gridColumn: '2 / -1' },
  },
});

export const details = style({
  gridColumn: '2 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: { '&:empty': { display: 'none' } },
});

export const versionsLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const versions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const version = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  selectors: {
    '&[data-pinned]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
  },
});

export const pin = style({
  minHeight: 28,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const more = style({
  alignSelf: 'center',
});
