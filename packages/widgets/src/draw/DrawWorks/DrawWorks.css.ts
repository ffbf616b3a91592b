import { media, vars } from '@dubkit/ui/vars';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const list = style({ position: 'relative', margin: 0, padding: 0, listStyle: 'none' });

/** A placed card: the virtualiser sets its offset. */
export const item = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  paddingBottom: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const prompt = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

globalStyle(`${meta} > div`, { display: 'flex', gap: vars.space.xxs });
globalStyle(`${meta} dd`, { margin: 0, color: vars.color.text });

export const images = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&[data-count="1"]': { gridTemplateColumns: 'minmax(0, 240px)' },
    '&[data-count="2"]': { gridTemplateColumns: 'repeat(2, minmax(0, 200px))' },
  },
  '@media': { [media.narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const thumb = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

const sweep = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const processing = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const shimmer = style({
  width: 120,
  maxHeight: 160,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.brandSoft} 50%, transparent 100%)`,
  backgroundSize: '200% 100%',
  animation: `${sweep} 1.4s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const statusText = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textSecondary });

export const doneText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const failed = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.danger,
});

export const failedText = style([statusText, { color: vars.color.danger }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

export const failure = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const large = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  margin: '0 auto',
  objectFit: 'contain',
});

export const status = style({
  padding: `${vars.space.md} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  selectors: { '&:empty': { padding: 0 } },
});
