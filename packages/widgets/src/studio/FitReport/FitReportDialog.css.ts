import { media, vars } from '@dubkit/ui/vars';
import { style, styleVariants } from '@vanilla-extract/css';
import { visuallyHidden } from '../shared/shared.css';

export { visuallyHidden };

export const body = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const intro = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const timeline = style({
  position: 'relative',
  height: 28,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

const barBase = style({
  position: 'absolute',
  top: 4,
  bottom: 4,
  // A short cue on a long timeline stays visible.
  minWidth: 3,
  borderRadius: 2,
});

const statusColors = {
  fits: vars.color.success,
  stretched: vars.color.warning,
  overruns: vars.color.danger,
};

export const bar = styleVariants(statusColors, (color) => [barBase, { background: color }]);

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const swatch = styleVariants(statusColors, (color) => ({
  width: 10,
  height: 10,
  borderRadius: 2,
  background: color,
}));

export const overrunsTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const overruns = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '40vh',
  overflowY: 'auto',
});

export const overrun = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `3px solid ${vars.color.danger}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const overrunText = style({ color: vars.color.textSecondary });

export const suggestion = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const suggestionLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textSecondary });

export const shortenFailed = style({ margin: 0, color: vars.color.danger });

export const shortenActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { width: '100%' } },
});
