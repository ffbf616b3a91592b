import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const header = style({
  position: 'relative',
});

/** Dimmed, not natively disabled, during the cooldown: a disabled button would drop the keyboard focus. */
export const refresh = style({
  position: 'absolute',
  top: 0,
  right: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 28,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': {
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      background: vars.color.surfaceSunken,
      cursor: 'not-allowed',
    },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
});

export const tableWrap = style({
  position: 'relative',
  // Room for the spinner over an empty table, which would otherwise scroll.
  minHeight: 120,
  overflowX: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
});

export const titleCell = style([
  cell,
  {
    maxWidth: 240,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    textAlign: 'left',
    fontWeight: vars.fontWeight.medium,
  },
]);

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '&::before': {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: vars.radius.full,
      background: vars.color.info,
    },
    '&[data-status="1"]::before': { background: vars.color.success },
    '&[data-status="-1"]::before': { background: vars.color.danger },
    '&[data-status="0"]::before': { background: vars.color.textMuted },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const link = style({
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: vars.radius.sm },
  },
});

export const spinner = style({
  position: 'absolute',
  top: vars.space.xxl,
  left: '50%',
  transform: 'translateX(-50%)',
});

export const pagination = style({ alignSelf: 'center' });

export const cardsWrap = style({ position: 'relative', minHeight: 120 });

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const detail = style({ display: 'flex', gap: vars.space.xs, minWidth: 0 });

export const term = style({ flexShrink: 0, color: vars.color.textSecondary });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

/** The download link as large as the buttons beside it, for a finger. */
export const cardLink = style([
  link,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 36,
    padding: `0 ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
]);
