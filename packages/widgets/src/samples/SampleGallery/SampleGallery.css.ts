import { media, vars } from '@dubkit/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  minWidth: 0,
});

export const tabs = style({ minWidth: 0 });

/** On a phone the scene tabs scroll sideways in their own row instead of widening the page. */
globalStyle(`${tabs} > [role="tablist"]`, {
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
});

/** Four cards a row on desktops, two on tablets, one on phones. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const card = style({ gap: vars.space.sm, height: '100%', minWidth: 0 });

export const cardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: 1 });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  minWidth: 0,
});

/** The card's main action; its ::after covers the card, so a click anywhere opens the sample. */
export const open = style({
  all: 'unset',
  display: 'block',
  maxWidth: '100%',
  cursor: 'pointer',
  color: vars.color.text,
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const name = style({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const voice = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const comment = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textSecondary,
  overflowWrap: 'anywhere',
});

export const cardFoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const hot = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

/** Above the card's covering open button, so it plays instead of opening. */
export const player = style({ position: 'relative', zIndex: 1 });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const pagination = style({ display: 'flex', justifyContent: 'center' });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const detailVoice = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const textSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const textTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
});

export const text = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
