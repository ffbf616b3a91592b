import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';
import { floatingButtonClearance } from '../../shared/shared.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 1fr)',
  height: 'min(78vh, 860px)',
  minHeight: 480,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  overflow: 'hidden',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto minmax(0, 1fr)', height: '86vh' },
  },
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  '@media': {
    [media.mobile]: {
      flexDirection: 'row',
      alignItems: 'center',
      padding: vars.space.xs,
      borderInlineEnd: 0,
      borderBottom: `1px solid ${vars.color.border}`,
      overflowX: 'auto',
    },
  },
});

export const menuTitle = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const menuList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { flexDirection: 'row' } },
});

export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ flex: 1, margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const usage = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });

export const listFrame = style({ position: 'relative', flex: 1, minHeight: 0 });

export const list = style({
  height: '100%',
  overflowY: 'auto',
  padding: vars.space.md,
  // The browser's own anchoring would fight the follow logic.
  overflowAnchor: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } },
});

export const welcome = style({
  maxWidth: '85%',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
});

/** Messages off screen skip layout and paint (a long conversation scrolls and streams as a short one). */
const offscreen = { contentVisibility: 'auto', containIntrinsicSize: 'auto 160px' } as const;

export const question = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  ...offscreen,
});

export const questionText = style({
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.onBrand,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const answer = style({
  maxWidth: '92%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  ...offscreen,
  '@media': { [media.mobile]: { maxWidth: '100%' } },
});

export const preparing = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textSecondary,
});

export const failed = style({ margin: 0, color: vars.color.danger, whiteSpace: 'pre-wrap' });

export const actions = style({ display: 'flex', gap: vars.space.xxs, marginTop: vars.space.xxs });

export const jump = style({
  position: 'absolute',
  insetInlineStart: '50%',
  bottom: vars.space.sm,
  transform: 'translateX(-50%)',
  boxShadow: vars.shadow.md,
});

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  // Phones: the site's floating help button sits at the bottom right; the counter and 发送 stay above it.
  '@media': { [media.mobile]: { padding: vars.space.sm, paddingBottom: floatingButtonClearance } },
});

export const input = style({});

export const editing = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: 0,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
});

export const composerActions = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
