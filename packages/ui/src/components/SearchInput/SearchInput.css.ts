import { globalStyle, style } from '@vanilla-extract/css';

export const searchInput = style({});

// The browser's own clear button would duplicate ours.
globalStyle(`${searchInput} input::-webkit-search-cancel-button, ${searchInput} input::-webkit-search-decoration`, {
  appearance: 'none',
});
