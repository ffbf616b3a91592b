import { media, vars } from '@dubkit/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, color: vars.color.text });

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

export const userPlan = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const userTokens = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textSecondary });

export const productsArea = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const loading = style({ alignSelf: 'center', padding: vars.space.lg });

/** Three compact cards in a row down to a phone's width; the promotion badge sits on the card's edge. */
export const products = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
});

export const product = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.lg} ${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.memberGold },
    '&[data-selected]': {
      borderColor: vars.color.memberGold,
      boxShadow: `inset 0 0 0 1px ${vars.color.memberGold}`,
      background: vars.color.memberGoldSoft,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const promotion = style({ position: 'absolute', top: -9, left: vars.space.sm });

export const productTitle = style({ fontWeight: vars.fontWeight.bold });

export const realPrice = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
});

export const original = style({ fontSize: vars.fontSize.xs, color: vars.color.textSecondary });

export const perDay = style({ fontSize: vars.fontSize.xs, color: vars.color.textSecondary });

export const warning = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const benefits = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const benefitsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const benefitList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

globalStyle(`${benefitList} li`, { display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const check = style({ display: 'inline-flex', flexShrink: 0, marginTop: 2, color: vars.color.success });

export const buy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const terms = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  textAlign: 'center',
});

export const link = style({
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const stacking = style({ display: 'block', marginTop: vars.space.xxs, color: vars.color.textMuted });
