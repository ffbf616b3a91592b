import { media, vars } from '@dubkit/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const account = style({
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const accountNav = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.sm,
  // Phones: the sections are a strip above the page that scrolls sideways.
  '@media': { [media.mobile]: { overflowX: 'auto', padding: vars.space.xs, scrollbarWidth: 'thin' } },
});

export const accountNavList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { flexDirection: 'row', width: 'max-content' } },
});

export const accountNavLink = style({
  display: 'block',
  whiteSpace: 'nowrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brandActive,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const accountContent = style({ minWidth: 0 });

/** Long-form text of the static pages. */
export const article = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  lineHeight: 1.8,
  color: vars.color.text,
  maxWidth: 880,
  '@media': { [media.mobile]: { padding: vars.space.lg, overflowWrap: 'break-word' } },
});

globalStyle(`${article} h2`, { fontSize: vars.fontSize.lg, margin: `${vars.space.xl} 0 ${vars.space.sm}` });
globalStyle(`${article} h2:first-child`, { marginTop: 0 });
globalStyle(`${article} p, ${article} li`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${article} ul, ${article} ol`, { paddingLeft: vars.space.xl, margin: `0 0 ${vars.space.sm}` });
globalStyle(`${article} dt`, { fontWeight: vars.fontWeight.bold, marginTop: vars.space.md });
globalStyle(`${article} dd`, { margin: `${vars.space.xxs} 0 0` });

export const meta = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const downloads = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl });

export const download = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const downloadTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
