import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const loading = style({ alignSelf: 'center', padding: vars.space.xl });

export const sentences = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  maxHeight: 560,
  overflowY: 'auto',
});

export const sentence = style({
  display: 'grid',
  gridTemplateColumns: '128px minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  listStyle: 'none',
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs } },
});

export const time = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  paddingTop: vars.space.xs,
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  '@media': { [media.narrow]: { gridColumn: '1 / -1', flexDirection: 'row', gap: vars.space.sm, paddingTop: 0 } },
});

export const speaker = style({ fontFamily: vars.font.family, color: vars.color.brand });

export const text = style({
  width: '100%',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 1,
      borderColor: vars.color.brand,
    },
  },
});

// A fixed width on wide screens keeps the text fields aligned when the last sentence has no merge button.
export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  minWidth: '11em',
  '@media': { [media.narrow]: { minWidth: 0, justifyContent: 'flex-end' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.narrow]: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(88px, 1fr))' } },
});

export const exportActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  width: '100%',
  '@media': { [media.narrow]: { display: 'grid', gridTemplateColumns: '1fr 1fr' } },
});

export const preview = style({
  width: '100%',
  marginTop: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  resize: 'vertical',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});
