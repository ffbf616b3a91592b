import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  height: 64,
  padding: `0 ${vars.space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  '@media': { [media.mobile]: { height: 56, gap: vars.space.sm, padding: `0 ${vars.space.md}` } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const logoMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.lg,
});

export const nav = style({
  flex: 1,
  minWidth: 0,
  overflowX: 'auto',
  '@media': { [media.mobile]: { display: 'none' } },
});

export const tabs = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  height: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.brandActive, background: vars.color.brandSoft },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
    '&[aria-current="page"]::after': {
      content: '""',
      position: 'absolute',
      left: vars.space.md,
      right: vars.space.md,
      bottom: 0,
      height: 2,
      borderRadius: 1,
      background: vars.color.brand,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const badge = style({
  position: 'absolute',
  top: 0,
  right: 0,
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontSize: 10,
  lineHeight: '14px',
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexShrink: 0,
  '@media': { [media.mobile]: { display: 'none' } },
});

/** The menu button's place: only in the phone layout, at the far end. */
export const menuSlot = style({
  display: 'none',
  '@media': { [media.mobile]: { display: 'inline-flex', marginLeft: 'auto' } },
});

export const drawerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const drawerLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontFamily: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.brandActive },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brandActive,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const drawerBadge = style([badge, { position: 'static' }]);

export const drawerActions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const drawerUser = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const share = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.memberGold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const account = style({ display: 'inline-flex' });

export const accountButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: 180,
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const accountName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
