import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

/** The cards with a panel beside them; the panel goes under them on a narrow screen. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 300px',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const catalogue = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** 200 cards a page scroll inside their column, keeping the filters and the settings in view. */
export const cards = style({
  maxHeight: '52vh',
  overflowY: 'auto',
  padding: vars.space.xxs,
});
