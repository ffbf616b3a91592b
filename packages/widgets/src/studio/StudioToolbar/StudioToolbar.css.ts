import { media, vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';
import * as shared from '../shared/shared.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    // Phones: one row that scrolls sideways; the arrow keys' focus scrolls the tool into view.
    // Containment keeps the row's full length out of the page's intrinsic width.
    [media.mobile]: {
      contain: 'inline-size',
      flexWrap: 'nowrap',
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollbarWidth: 'thin',
    },
  },
});

export const divider = style({
  flexShrink: 0,
  width: 1,
  height: 20,
  margin: `0 ${vars.space.xs}`,
  background: vars.color.border,
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: 32,
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  cursor: 'pointer',
  selectors: {
    // Brand text on the soft brand background is too faint (under 4.5:1): the background alone marks the state.
    '&:hover:not([aria-disabled="true"])': { background: vars.color.brandSoft },
    '&[aria-expanded="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-primary]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-primary]:hover:not([aria-disabled="true"])': {
      background: vars.color.brandHover,
      color: vars.color.onBrand,
    },
    '&[data-primary][aria-disabled="true"]': { opacity: 0.6 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

/** A long music name on the button is cut short. */
export const chosen = style({
  maxWidth: 180,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 300,
  maxWidth: '100%',
  selectors: { '[data-presentation="sheet"] &': { width: '100%' } },
});

export const group = shared.group;

export const groupLabel = shared.groupLabel;

export const chips = shared.chipRow;

export const chip = style([shared.chip, { padding: `${vars.space.xxs} ${vars.space.md}` }]);

export const list = style([shared.choiceList, { gap: vars.space.xxs }]);

export const option = style([shared.choice, { padding: `${vars.space.xxs} ${vars.space.xs}` }]);

export const optionLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  minHeight: 28,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const optionName = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const duration = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});

export const note = shared.note;

export const marks = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  maxHeight: 260,
  overflowY: 'auto',
});

export const customPause = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** A panel's closing row (confirm, reset) stays at the bottom of a panel that scrolls, so it never needs scrolling to. */
export const panelFooter = style([
  actions,
  {
    position: 'sticky',
    bottom: `calc(-1 * ${vars.space.md})`,
    marginBottom: `calc(-1 * ${vars.space.md})`,
    paddingBlock: `${vars.space.xs} ${vars.space.md}`,
    background: vars.color.surfaceRaised,
  },
]);
