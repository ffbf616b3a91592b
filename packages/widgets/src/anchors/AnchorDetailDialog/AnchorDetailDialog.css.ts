import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const intro = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const templates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.sm,
});

export const template = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const templateLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  cursor: 'pointer',
});

export const templateText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const templateTitle = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const templateSubtitle = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const roles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const role = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.xxs} ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});
