import { media, vars } from '@dubkit/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

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
