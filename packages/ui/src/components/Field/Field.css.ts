import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

/** The bordered box a text control sits in, with room for leading and trailing adornments. */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.brand },
    '&:has(> :is(input, textarea):focus-visible)': {
      borderColor: vars.color.brand,
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': {
      background: vars.color.surfaceSunken,
      color: vars.color.textSecondary,
      cursor: 'not-allowed',
    },
  },
});

export const sizes = styleVariants({
  sm: { minHeight: '28px', fontSize: vars.fontSize.sm },
  md: { minHeight: '36px', fontSize: vars.fontSize.md },
  lg: { minHeight: '44px', fontSize: vars.fontSize.lg },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** Icons and buttons inside the box. */
export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textSecondary,
});
