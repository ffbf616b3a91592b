import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textSecondary,
});

export const illustration = style({ width: '96px', height: '72px', color: vars.color.borderStrong });

export const title = style({ fontSize: vars.fontSize.md, color: vars.color.text });

export const description = style({ fontSize: vars.fontSize.sm });

export const action = style({ marginTop: vars.space.sm });
