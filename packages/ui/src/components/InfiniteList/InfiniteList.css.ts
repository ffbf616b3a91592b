import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column' });

export const scrolling = style({ overflowY: 'auto', overscrollBehavior: 'contain' });

export const sentinel = style({ height: '1px', flexShrink: 0 });

export const status = style({
  padding: `${vars.space.md} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  selectors: { '&:empty': { padding: 0 } },
});
