import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dropArea = style({ display: 'flex', flexDirection: 'column' });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 200,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}, background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-dragging]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
  '@media': { [media.mobile]: { minHeight: 160, padding: vars.space.md } },
});

export const zoneIcon = style({ color: vars.color.brand });

export const prompt = style({
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

export const fileMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary, textAlign: 'center' });

export const error = style({
  margin: 0,
  minHeight: '1.5em',
  marginTop: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
});

export const failureText = style({ margin: 0, flex: '1 1 200px', fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const dialogActions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  width: '100%',
});

export const added = style({ margin: 0 });
