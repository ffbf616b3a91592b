import { media, vars } from '@dubkit/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  '@media': { [media.mobile]: { padding: vars.space.sm } },
});

export const title = style({
  flex: '1 1 220px',
  minWidth: 180,
  maxWidth: 360,
  // Phones: the title takes the rest of 返回's row; the actions wrap below.
  '@media': { [media.mobile]: { flexBasis: 0, minWidth: 0, maxWidth: 'none' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const fitSwitch = style({ fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

// 响度标准 reads as one setting beside 对齐字幕时间: its label on the left of the select, as the switch's is on its right,
// set apart from the switch's label by more than the buttons' gap (phones: it starts a row, so no more).
export const loudness = style({
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: vars.space.sm,
  whiteSpace: 'nowrap',
  '@media': { [media.narrow]: { marginInlineStart: 0 } },
});

globalStyle(`${loudness} > span`, { fontWeight: vars.fontWeight.regular });
globalStyle(`${loudness} > button`, { width: 'auto' });

export const headerActions = style([actions, { '@media': { [media.mobile]: { flexBasis: '100%' } } }]);

// The browser's default link blue is unreadable on the dark theme.
export const helpLink = style({
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: vars.radius.sm },
  },
});

export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 280px',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const editorPane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

// The auditioned text, painted with the CSS Custom Highlight API so the editor's DOM is left alone.
globalStyle(`${editorPane} *::highlight(dubkit-audition)`, {
  backgroundColor: vars.color.brandSoft,
  color: vars.color.text,
});

export const voiceCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  // Stacked, the chosen voice leads: it is what the text will be read in.
  '@media': { [media.tablet]: { order: -1 } },
});

export const voiceHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const voiceName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const voiceDescription = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const engineNote = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
});

export const failureTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dialogFooter = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.md });
