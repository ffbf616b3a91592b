import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const box = style({
  flexDirection: 'column',
  alignItems: 'stretch',
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const textarea = style({
  resize: 'vertical',
  minHeight: '4.8em',
  lineHeight: vars.lineHeight.normal,
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over]': { color: vars.color.danger } },
});
