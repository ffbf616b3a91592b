/** The widths, in px, the layout changes at: two panes stack up to `tablet`, phones up to `mobile`, one column below `narrow`. */
export const breakpoints = { narrow: 560, mobile: 768, tablet: 900 } as const;

/** Media queries for `@media` blocks and `matchMedia`, so no style repeats a width literal. */
export const media = {
  /** Phones and small tablets: menus collapse, dialogs become bottom sheets. */
  mobile: `screen and (max-width: ${breakpoints.mobile}px)`,
  /** Narrow phones: grids go to one column. */
  narrow: `screen and (max-width: ${breakpoints.narrow - 0.02}px)`,
  /** Tablets and phones: two-pane layouts stack. */
  tablet: `screen and (max-width: ${breakpoints.tablet}px)`,
  /** Anything wider than `mobile`: the desktop layout. */
  desktop: `screen and (min-width: ${breakpoints.mobile + 0.02}px)`,
} as const;
