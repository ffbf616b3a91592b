import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({ width: '100%', boxSizing: 'border-box' });

export const intro = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const steps = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  flexWrap: 'wrap',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.brand, fontWeight: vars.fontWeight.medium },
    '&[data-passed]': { color: vars.color.text },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
});

export const status = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const done = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.sm, wordBreak: 'break-all' });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
