import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, color: vars.color.text });

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  selectors: { '&[data-member="active"]': { background: vars.color.memberGoldSoft } },
});

export const userText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const userName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const userLine = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const products = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const productsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const loading = style({ alignSelf: 'center', padding: vars.space.lg });

/** Compact cards in a row down to a phone's width; the promotion badge sits on the card's edge. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} 0 0`,
  listStyle: 'none',
  selectors: { '&[data-pick="buy"]': { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.lg} ${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  textAlign: 'center',
  selectors: {
    'label&': { cursor: 'pointer' },
    'label&:hover': { borderColor: vars.color.memberGold },
    '&[data-selected]': {
      borderColor: vars.color.memberGold,
      boxShadow: `inset 0 0 0 1px ${vars.color.memberGold}`,
      background: vars.color.memberGoldSoft,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const promotion = style({ position: 'absolute', top: `calc(-1 * ${vars.space.sm})`, left: vars.space.sm });

export const cardName = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const cardTitle = style({ fontWeight: vars.fontWeight.bold });

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const realPrice = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
});

export const original = style({ fontSize: vars.fontSize.xs, color: vars.color.textSecondary });

export const note = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  selectors: { '&[data-tone="saving"]': { color: vars.color.danger } },
});

/** The buy buttons line up at the cards' foot, whatever lines a card has. */
export const buy = style({ marginTop: 'auto', alignSelf: 'stretch' });

export const warning = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
