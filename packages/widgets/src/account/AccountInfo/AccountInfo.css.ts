import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
