import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const card = style({
  gap: vars.space.sm,
  height: '100%',
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  minWidth: 0,
});

/** The card's main action; its ::after covers the card, so a click anywhere opens the anchor. */
export const open = style({
  all: 'unset',
  minWidth: 0,
  cursor: 'pointer',
  color: vars.color.text,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: vars.radius.lg,
  },
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The ellipsis lives on the name, not the button, whose covering ::after must not be clipped. */
export const name = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const description = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const marks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const counts = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

/** Controls sit above the card's covering open button. */
export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const favorite = style({
  marginLeft: 'auto',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.danger },
  },
});
