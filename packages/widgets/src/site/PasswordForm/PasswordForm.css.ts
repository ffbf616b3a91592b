import { vars } from '@dubkit/ui';
import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', gap: vars.space.sm });
