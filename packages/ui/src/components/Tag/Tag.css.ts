import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

// Outlined, so the text sits on the surface behind it and keeps its contrast in every theme.
export const tones = styleVariants({
  neutral: { color: vars.color.textSecondary, borderColor: vars.color.borderStrong },
  brand: { color: vars.color.brand },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
});

export const sizes = styleVariants({
  sm: { padding: `0 ${vars.space.xs}`, fontSize: vars.fontSize.xs },
  md: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
});
