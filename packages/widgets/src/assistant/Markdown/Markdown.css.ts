import { vars } from '@dubkit/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/** Every element of the rendered Markdown is styled under this root, from the theme. */
export const root = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const plain = style({ margin: 0, whiteSpace: 'pre-wrap' });

globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(`${root} :is(p, ul, ol, blockquote, hr)`, { margin: `${vars.space.sm} 0` });
globalStyle(`${root} :is(h1, h2, h3, h4, h5, h6)`, {
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${root} h1`, { fontSize: vars.fontSize.xl });
globalStyle(`${root} h2`, { fontSize: vars.fontSize.lg });
globalStyle(`${root} :is(h3, h4, h5, h6)`, { fontSize: vars.fontSize.md });
globalStyle(`${root} :is(ul, ol)`, { paddingInlineStart: '1.5em' });
// The page's reset may take list markers away; an answer's lists keep theirs.
globalStyle(`${root} ul`, { listStyle: 'disc outside' });
globalStyle(`${root} ol`, { listStyle: 'decimal outside' });
globalStyle(`${root} li > :is(ul, ol)`, { margin: `${vars.space.xxs} 0` });
globalStyle(`${root} li + li`, { marginTop: vars.space.xxs });
globalStyle(`${root} a`, { color: vars.color.brand, textDecoration: 'underline', textUnderlineOffset: 2 });
globalStyle(`${root} blockquote`, {
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
});
globalStyle(`${root} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${root} :not(pre) > code`, {
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.familyMono,
  fontSize: '0.9em',
});

export const codeBlock = style({
  margin: `${vars.space.sm} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const codeBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const codeLanguage = style({ fontFamily: vars.font.familyMono });

globalStyle(`${codeBlock} pre`, {
  margin: 0,
  padding: vars.space.sm,
  overflowX: 'auto',
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.55,
});

export const tableScroll = style({ margin: `${vars.space.sm} 0`, overflowX: 'auto' });

globalStyle(`${tableScroll} table`, { borderCollapse: 'collapse', minWidth: '100%', fontSize: vars.fontSize.sm });
globalStyle(`${tableScroll} :is(th, td)`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${tableScroll} th`, { background: vars.color.surfaceSunken, fontWeight: vars.fontWeight.medium });
