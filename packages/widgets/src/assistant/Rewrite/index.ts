export { Rewrite, type RewriteProps, RewriteView, type RewriteViewProps } from './Rewrite';
export { REWRITE_DEBOUNCE_MS, type RewriteState, useRewrite } from './useRewrite';
