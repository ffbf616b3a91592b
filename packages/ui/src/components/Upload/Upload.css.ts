import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '160px',
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}, background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled), &[data-dragging]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const icon = style({ color: vars.color.brand });

export const prompt = style({ color: vars.color.text, fontSize: vars.fontSize.md });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fileName = style({ color: vars.color.text, fontSize: vars.fontSize.sm, wordBreak: 'break-all' });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
