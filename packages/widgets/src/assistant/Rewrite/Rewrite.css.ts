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
