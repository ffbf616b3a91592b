import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const footer = style({
  background: '#151a24',
  color: '#c9cfdb',
  padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  // Phones: the last line stays clear of the floating tool button at the bottom right.
  '@media': { [media.mobile]: { padding: `${vars.space.xl} ${vars.space.md} 88px` } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.xl,
  maxWidth: 1200,
  margin: '0 auto',
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: '#ffffff',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: '#c9cfdb',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: '#ffffff', textDecoration: 'underline' },
    '&:focus-visible': { outline: '2px solid #8fb0ff', outlineOffset: 2 },
  },
});

export const app = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });

export const qr = style({ background: '#ffffff', padding: 4, borderRadius: vars.radius.sm, color: '#151a24' });

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
  maxWidth: 1200,
  margin: `${vars.space.xl} auto 0`,
  paddingTop: vars.space.lg,
  borderTop: '1px solid #2b3242',
  color: '#a3abbb',
});
