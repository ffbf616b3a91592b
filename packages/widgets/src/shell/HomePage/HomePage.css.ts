import { media, vars } from '@dubkit/ui/vars';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  paddingBottom: vars.space.xxl,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `0 ${vars.space.xl}`,
  boxSizing: 'border-box',
  '@media': { [media.mobile]: { padding: `0 ${vars.space.md}` } },
});

export const sectionTitle = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const carousel = style({
  position: 'relative',
  overflow: 'hidden',
  // A fifth of a phone's width is too short for a slide's text, button and controls.
  '@media': { [media.mobile]: { minHeight: 232 } },
});

export const track = style({
  display: 'flex',
  height: '100%',
  transition: `transform 500ms ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({ flex: '0 0 100%', minWidth: 0, height: '100%' });

export const bannerSlide = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space.md,
  height: '100%',
  padding: `0 max(${vars.space.xl}, calc((100% - 1200px) / 2 + ${vars.space.xl}))`,
  boxSizing: 'border-box',
  color: '#ffffff',
  '@media': {
    // Room under the text for the controls, which sit at the slide's bottom edge.
    [media.mobile]: { gap: vars.space.sm, padding: `${vars.space.lg} ${vars.space.lg} 52px` },
  },
});

export const bannerTones = styleVariants({
  blue: { background: 'linear-gradient(120deg, #0f3bb8 0%, #1f5eff 55%, #5b8cff 100%)' },
  violet: { background: 'linear-gradient(120deg, #4c1d95 0%, #6d28d9 55%, #8b5cf6 100%)' },
  gold: { background: 'linear-gradient(120deg, #7c2d12 0%, #b45309 55%, #d97706 100%)' },
});

export const bannerTitle = style({
  margin: 0,
  fontSize: 'clamp(20px, 2.6vw, 40px)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const bannerText = style({ margin: 0, fontSize: 'clamp(13px, 1.2vw, 18px)', opacity: 0.92 });

export const bannerAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: 40,
  padding: `0 ${vars.space.xl}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: '#ffffff',
  color: '#1f2329',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 3 } },
});

export const controls = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: vars.space.sm,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const controlButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'rgba(0, 0, 0, 0.45)',
  color: '#ffffff',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 } },
});

export const dot = style({
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    '&::before': {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: '50%',
      background: 'rgba(255, 255, 255, 0.55)',
      boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.3)',
    },
    '&[aria-current="true"]::before': { width: 20, borderRadius: 4, background: '#ffffff' },
    '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 0, borderRadius: '50%' },
  },
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const cardIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandActive,
  fontSize: 22,
  fontWeight: vars.fontWeight.bold,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const cardText = style({
  margin: 0,
  flex: 1,
  color: vars.color.textSecondary,
  lineHeight: vars.lineHeight.normal,
});

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const stepNumber = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const stepText = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const reviews = style({ position: 'relative', overflow: 'hidden', paddingBottom: 44 });

export const reviewSlide = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const reviewText = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal });

export const reviewer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textSecondary,
});

export const reviewControls = style({ bottom: 0 });

export const darkControl = style({ background: vars.color.surfaceSunken, color: vars.color.text });

export const darkDot = style({
  selectors: {
    '&::before': { background: vars.color.borderStrong, boxShadow: 'none' },
    '&[aria-current="true"]::before': { background: vars.color.brand },
    '&:focus-visible': { outlineColor: vars.color.focusRing },
  },
});

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: 'linear-gradient(120deg, #0f3bb8 0%, #1f5eff 100%)',
  color: '#ffffff',
  textAlign: 'center',
});

export const ctaTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const ctaText = style({ margin: 0, opacity: 0.92 });
