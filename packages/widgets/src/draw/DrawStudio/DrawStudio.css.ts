import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(300px, 400px) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const form = style({
  position: 'sticky',
  top: vars.space.md,
  '@media': { [media.tablet]: { position: 'static' } },
});

export const works = style({});
