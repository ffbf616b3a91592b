import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const row = style({ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'start', gap: vars.space.sm });

export const button = style({ marginTop: 22 });
