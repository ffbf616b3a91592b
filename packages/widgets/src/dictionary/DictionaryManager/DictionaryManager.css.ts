import { media, vars } from '@dubkit/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  color: vars.color.text,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.md, gap: vars.space.md } },
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const search = style({
  flex: '1 1 240px',
  maxWidth: 360,
  '@media': { [media.mobile]: { maxWidth: 'none' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  // A phone: the four actions two by two, the width of the page.
  '@media': { [media.mobile]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', width: '100%' } },
});

export const importResult = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.xxl} ${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[hidden]': { display: 'none' },
    '&[data-refused], &[data-import="failed"]': { borderColor: vars.color.warning },
  },
});

export const importLine = style({ margin: 0 });

export const importFailed = style({ margin: 0, color: vars.color.danger });

export const refusedList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  maxHeight: 160,
  overflowY: 'auto',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const importClose = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs });

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const listWrap = style({ position: 'relative', minHeight: 120, overflowX: 'auto' });

export const spinner = style({
  position: 'absolute',
  top: vars.space.xxl,
  left: '50%',
  transform: 'translateX(-50%)',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  textAlign: 'left',
  color: vars.color.text,
});

export const checkCell = style({ width: 40, paddingRight: 0 });

export const wordCell = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

export const readingCell = style({ overflowWrap: 'anywhere' });

export const row = style({});

// An entry turned off stays listed, dimmed: it applies nowhere until turned on again.
globalStyle(`${row}[data-enabled="false"] > :is(th, td):not(:nth-last-child(-n+2))`, { color: vars.color.textMuted });
// A selected entry is marked at its edge: a tinted row would take the contrast its ghost buttons need.
globalStyle(`${row}[data-selected] > :first-child`, { boxShadow: `inset 3px 0 0 ${vars.color.brand}` });

export const rowActions = style({ display: 'inline-flex', flexWrap: 'nowrap', gap: vars.space.xs });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const total = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const empty = style({ paddingBlock: vars.space.xl });

export const cardsHead = style({ paddingBottom: vars.space.sm });

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: { '&[data-selected]': { borderColor: vars.color.brand, boxShadow: `inset 3px 0 0 ${vars.color.brand}` } },
});

export const cardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const cardWord = style({
  flex: 1,
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  selectors: { [`${card}[data-enabled="false"] &`]: { color: vars.color.textMuted } },
});

export const kindTag = style({
  flexShrink: 0,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const detail = style({ display: 'flex', gap: vars.space.sm, minWidth: 0 });

export const term = style({ flexShrink: 0, width: '5em', color: vars.color.textSecondary });

export const value = style({ margin: 0, minWidth: 0 });

export const cardFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardSwitch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fieldWithPreview = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const preview = style({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.fontSize.sm,
  color: vars.color.brand,
});

export const voicePicker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const voiceChoices = style({ maxHeight: 200, overflowY: 'auto' });

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
