import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  minHeight: '18px',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const variants = styleVariants({
  new: { background: vars.color.brand, color: vars.color.onBrand },
  hot: { background: vars.color.danger, color: vars.color.textInverse },
  recommended: { background: vars.color.warning, color: vars.color.textInverse },
  newest: { background: vars.color.success, color: vars.color.textInverse },
  member: { background: vars.color.memberGoldSoft, color: vars.color.memberGold },
});

export const crown = style({ width: '1em', height: '1em', flexShrink: 0 });
