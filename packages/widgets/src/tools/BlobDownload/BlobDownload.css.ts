import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({ width: '100%', boxSizing: 'border-box' });

export const intro = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

/** The URL field and its buttons: side by side, the buttons under the field on a phone. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const buttons = style({
  display: 'flex',
  gap: vars.space.sm,
  marginTop: 22,
  '@media': { 'screen and (max-width: 480px)': { marginTop: 0 } },
});

export const status = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const done = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.sm, wordBreak: 'break-all' });
