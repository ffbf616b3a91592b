import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', gap: vars.space.sm });
