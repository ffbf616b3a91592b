import { vars } from '@dubkit/ui/vars';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-within': { borderColor: vars.color.brand } },
});

export const editable = style({
  flex: 1,
  minHeight: '160px',
  padding: vars.space.md,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: 2,
  outline: 'none',
  overflowWrap: 'anywhere',
});

/**
 * Slate renders an invisible caret holder in every leaf node; the cursor never rests in a leaf node (see the schema),
 * and unrendered, the 1,000 of a long script cost Chromium nothing on each keystroke (it re-reads the editing host's
 * text for the input method).
 */
globalStyle(`${editable} [data-slate-spacer]`, { display: 'none !important' });

/**
 * Paint containment lets a keystroke repaint its own line only (measured in bench/editor.ts: a tenth of the paint
 * time of an uncontained script; content-visibility saved as much paint but made Chromium's typing slower). The
 * cursor's line is a compositing layer of its own, so a keystroke re-records that layer's display list, not the whole
 * script's (a third of Chromium's layerizing time per key); opaque, so its text keeps subpixel antialiasing.
 */
export const line = style({
  minHeight: '1lh',
  contain: 'paint',
  selectors: { '&[data-cursor]': { willChange: 'transform', background: vars.color.surface } },
});

/** A node's button; its text is drawn from `data-text` and `data-badge` (see elements.tsx). */
const chip = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  margin: `0 ${vars.space.xxs}`,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  lineHeight: vars.lineHeight.normal,
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&::before': { content: 'attr(data-text)' },
    '&[data-badge]::after': {
      content: 'attr(data-badge)',
      fontSize: vars.fontSize.xs,
      color: vars.color.textSecondary,
    },
    '&[data-selected], &[data-open], [data-open] > &': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});

/** Each kind of node in its own colour, so a script reads at a glance. */
export const leafChip = styleVariants({
  pause: [chip, { background: vars.color.surfaceSunken, color: vars.color.textSecondary }],
  cue: [chip, { background: vars.color.surfaceSunken, color: vars.color.text, fontVariantNumeric: 'tabular-nums' }],
  soundEffect: [chip, { background: vars.color.surfaceSunken, color: vars.color.info }],
  phoneme: [chip, { background: vars.color.brandSoft, color: vars.color.text }],
  continuous: [chip, { background: vars.color.brandSoft, color: vars.color.text, textDecoration: 'underline' }],
  alias: [chip, { background: vars.color.brandSoft, color: vars.color.text }],
  numberAlias: [chip, { background: vars.color.brandSoft, color: vars.color.text }],
  sayAs: [chip, { background: vars.color.brandSoft, color: vars.color.text }],
});

export const wrapper = styleVariants({
  multiVoice: { borderBottom: `2px solid ${vars.color.brand}`, background: vars.color.brandSoft },
  localProsody: { borderBottom: `2px dashed ${vars.color.warning}` },
});

export const wrapperLabel = style([
  chip,
  {
    marginInlineStart: 0,
    fontSize: vars.fontSize.xs,
    background: vars.color.brand,
    color: vars.color.onBrand,
  },
]);

/** A zero-width space either side of a wrapper's text, so Chromium can put the caret just inside or outside it. */
export const edgeSpacer = style({ fontSize: 0 });

export const placeholder = style({ color: vars.color.textSecondary });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const length = style({
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over-limit]': { color: vars.color.danger } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: '220px',
});

export const choices = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const custom = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xs,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The text 试听 would play, while its button is hovered or focused; the colour of the text an audition is playing. */
export const auditionPreview = style({
  backgroundColor: vars.color.brandSoft,
  color: vars.color.text,
});
