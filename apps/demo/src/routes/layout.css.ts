import { media, vars } from '@dubkit/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const main = style({ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0, outline: 'none' });

// A page centred with auto margins would shrink to its content; on phones and tablets every page spans the width.
globalStyle(`${main} > *`, { '@media': { [media.mobile]: { width: '100%' } } });

export const skip = style({
  position: 'absolute',
  left: vars.space.md,
  top: -48,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  selectors: { '&:focus': { top: vars.space.md } },
});

// A full window while a page's code loads keeps the footer (and its QR code, whose encoder loads once seen) below.
export const loading = style({
  minHeight: '100vh',
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.textSecondary,
});

/** A centred column for content pages. */
export const page = style({
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`, gap: vars.space.md } },
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } },
});
