import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '220px 1fr',
  gap: vars.space.xl,
  '@media': { '(max-width: 640px)': { gridTemplateColumns: '1fr' } },
});

export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  alignSelf: 'start',
  background: vars.color.memberGoldSoft,
  color: vars.color.text,
});

export const benefitsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const benefitList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const benefit = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const benefitIcon = style({ color: vars.color.memberGold, display: 'inline-flex' });

export const main = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  paddingTop: 40,
});

export const switchButton = style({
  position: 'absolute',
  top: 4,
  right: 4,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.sm });

export const codeRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
});

export const codeButton = style({ marginTop: 22, minWidth: 124 });

export const agreement = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textSecondary });

export const agreementLink = style({ color: vars.color.brand, textDecoration: 'none' });

export const qrView = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
});

export const qrBox = style({
  position: 'relative',
  width: 200,
  height: 200,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#fff',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
});

export const qrImage = style({ display: 'block', width: '100%', height: '100%' });

export const qrMask = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: 'none',
  background: 'rgba(255, 255, 255, 0.94)',
  color: '#1f2329',
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } },
});

export const qrRefresh = style({ color: '#1f5eff', fontWeight: vars.fontWeight.medium });

export const qrHint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  textAlign: 'center',
});

export const wechatFrame = style({ width: '100%', height: 360, border: 'none' });

export const captchaRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 150px',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const captchaImageButton = style({
  height: 50,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#fff',
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const captchaImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });
