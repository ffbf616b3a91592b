import { media, vars } from '@dubkit/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

// The tool panels' frame and heading, shared with the other tools.
export { toolPanel as root, toolTitle as title } from '../../shared/shared.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: 640 });

export const captchaRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });

export const captchaInput = style({ flex: '1 1 160px', maxWidth: 260 });

/** The image and 换一张, centred on the input box below its label (the image is 12 px taller than the box). */
export const captchaSide = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight} + ${vars.space.xs} - 6px)`,
});

/** The server's image at its own size, 168×56 CSS px: a vector image, sharp at any pixel ratio. */
export const captchaImage = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 168,
  height: 56,
  padding: 0,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#fff',
  color: vars.color.textSecondary,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-status="error"]': { color: vars.color.danger },
  },
});

globalStyle(`${captchaImage} img`, { display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

export const captchaRefresh = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brandHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

globalStyle(`${captchaRefresh} svg`, { width: 16, height: 16 });

export const captchaText = style({ padding: `0 ${vars.space.xs}`, fontSize: vars.fontSize.xs, lineHeight: 1.3 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const disclaimer = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `3px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const resultTitle = style({
  width: 'fit-content',
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const resultBody = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 360px) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const media_ = style({});

export const video = style({
  display: 'block',
  width: '100%',
  maxHeight: 480,
  borderRadius: vars.radius.md,
  background: '#000',
});

export const gallery = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const galleryCaption = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const images = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const imageItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '5em minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  fontSize: vars.fontSize.md,
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxs } },
});

export const term = style({ color: vars.color.textSecondary, lineHeight: '28px' });

export const value = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  minHeight: 28,
  overflowWrap: 'anywhere',
});

export const url = style({
  flex: '1 1 12em',
  minWidth: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  wordBreak: 'break-all',
  textDecoration: 'none',
  // Storage addresses run to hundreds of characters: two lines show which it is; the link and copy carry it whole.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: vars.radius.sm },
  },
});

export const avatar = style({
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});
