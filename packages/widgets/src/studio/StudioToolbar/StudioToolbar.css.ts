import { vars } from '@dubkit/ui';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const divider = style({
  width: 1,
  height: 20,
  margin: `0 ${vars.space.xs}`,
  background: vars.color.border,
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: 32,
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    // Brand text on the soft brand background is too faint (under 4.5:1): the background alone marks the state.
    '&:hover:not([aria-disabled="true"])': { background: vars.color.brandSoft },
    '&[aria-expanded="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-primary]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-primary]:hover:not([aria-disabled="true"])': {
      background: vars.color.brandHover,
      color: vars.color.onBrand,
    },
    '&[data-primary][aria-disabled="true"]': { opacity: 0.6 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

/** A long music name on the button is cut short. */
export const chosen = style({
  maxWidth: 180,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 300,
  maxWidth: '100%',
});

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

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.md}`,
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

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: 220,
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const optionLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  minHeight: 28,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const optionName = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const duration = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const marks = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  maxHeight: 260,
  overflowY: 'auto',
});

export const customPause = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
