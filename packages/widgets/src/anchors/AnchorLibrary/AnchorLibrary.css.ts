import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
});

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const summaryRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const summary = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const search = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: 'min(100%, 360px)',
  '@media': { [media.narrow]: { width: '100%' } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const pagination = style({
  display: 'flex',
  justifyContent: 'center',
});
