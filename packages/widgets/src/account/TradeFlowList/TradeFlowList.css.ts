import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const scroller = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const head = style({
  background: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
});

export const amount = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
});

export const income = style({ color: vars.color.success });

export const pagination = style({ display: 'flex', justifyContent: 'flex-end' });
