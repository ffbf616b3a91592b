import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { variants as buttonVariants } from '../Button/Button.css';

export const iconButton = style({
  padding: 0,
  flexShrink: 0,
  selectors: { '&[aria-pressed="true"]': { color: vars.color.brand } },
});

export const variants = {
  plain: style({
    background: 'transparent',
    color: vars.color.textSecondary,
    selectors: {
      '&:hover:not(:disabled):not([data-loading])': { background: vars.color.surfaceSunken, color: vars.color.text },
    },
  }),
  ghost: buttonVariants.ghost,
  secondary: buttonVariants.secondary,
  primary: buttonVariants.primary,
};

export const sizes = styleVariants({
  xs: { width: '24px', height: '24px', fontSize: vars.fontSize.md, borderRadius: vars.radius.sm },
  sm: { width: '28px', height: '28px', fontSize: vars.fontSize.md },
  md: { width: '36px', height: '36px', fontSize: vars.fontSize.lg },
  lg: { width: '44px', height: '44px', fontSize: vars.fontSize.xl },
});

export const round = style({ borderRadius: vars.radius.full });

export const icon = style({ display: 'inline-flex' });
