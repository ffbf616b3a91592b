import { media, vars } from '@dubkit/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A white card holding one account page or form. */
export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 420,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const readonlyRow = style({
  display: 'grid',
  gridTemplateColumns: '6em 1fr',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

globalStyle(`${readonlyRow} dd`, { margin: 0 });

export const readonlyLabel = style({ color: vars.color.textSecondary });

export const status = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.md });

export const link = style({
  color: vars.color.brand,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** The frame of a tool's panel (OCR, video extraction, rewrite) and its heading. */
export const toolPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  '@media': { [media.mobile]: { padding: vars.space.md, gap: vars.space.md } },
});

export const toolTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

/** The site's floating help button on phones (RightToolbar): its size and its distance from the window's bottom. */
export const floatingButton = {
  size: 48,
  bottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
} as const;

/** Space a phone layout keeps under its last controls so the floating help button never covers them. */
export const floatingButtonClearance = `calc(${floatingButton.size}px + ${floatingButton.bottom} + ${vars.space.sm})`;
