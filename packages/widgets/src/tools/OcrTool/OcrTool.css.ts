import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

// The tool panels' frame and heading, shared with the other tools.
export { toolPanel as root, toolTitle as title } from '../../shared/shared.css';

export const type = style({});

export const dropArea = style({ display: 'flex', flexDirection: 'column' });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 240,
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
  '@media': { [media.mobile]: { minHeight: 180, padding: vars.space.md } },
});

export const zoneIcon = style({ color: vars.color.brand });

export const prompt = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary, textAlign: 'center' });

export const preview = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 320,
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [media.mobile]: { maxHeight: 220 } },
});

export const fileName = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const error = style({
  margin: 0,
  minHeight: '1.5em',
  marginTop: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const progress = style({});

export const result = style({});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.narrow]: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(88px, 1fr))' } },
});
