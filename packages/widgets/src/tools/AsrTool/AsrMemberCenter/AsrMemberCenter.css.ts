import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

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

export const plans = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const plansTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const loading = style({ alignSelf: 'center', padding: vars.space.lg });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: `${vars.space.xs} 0 0`,
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.md}`,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  textAlign: 'center',
});

export const promotion = style({ position: 'absolute', top: `calc(-1 * ${vars.space.sm})`, right: vars.space.sm });

export const cardName = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const price = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs, margin: 0 });

export const realPrice = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
});

export const original = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const save = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const minutes = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
