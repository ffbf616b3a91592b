import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

export const card = style({ maxWidth: 420, margin: '0 auto', alignItems: 'center', textAlign: 'center' });

export const message = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal });
