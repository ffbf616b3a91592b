import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

// The tool panels' frame and heading, shared with the other tools.
export { toolPanel as root, toolTitle as title } from '../../shared/shared.css';

export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const pane = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const status = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const resultLabel = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 500, color: vars.color.text });

// As tall as the source box beside it (25 rows), scrolling beyond.
export const result = style({
  minHeight: '20em',
  maxHeight: '40em',
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const placeholder = style({ margin: 0, color: vars.color.textMuted });

export const failed = style({ margin: 0, color: vars.color.danger, whiteSpace: 'pre-wrap' });
