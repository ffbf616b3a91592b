import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The attribute every DubKit root and portal carries; all base styles hang under it. */
export const ROOT_ATTRIBUTE = 'data-dk-root';
// :where() keeps the reset at zero specificity so any component class wins over it.
const root = `:where([${ROOT_ATTRIBUTE}])`;

globalStyle(root, {
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  textAlign: 'start',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(`${root} :where(button, input, textarea, select)`, {
  font: 'inherit',
  color: 'inherit',
  margin: 0,
});

globalStyle(`${root} :where(h1, h2, h3, h4, h5, h6, p, ul, ol, figure)`, {
  margin: 0,
});

globalStyle(`${root} :where(ul, ol)`, { padding: 0, listStyle: 'none' });
