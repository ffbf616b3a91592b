import { style } from '@vanilla-extract/css';

export const panel = style({ maxWidth: '420px' });
