import { style } from '@vanilla-extract/css';
import { panelWidth } from '../Dialog/Dialog.css';

// Through the panel width variable, so a phone's bottom sheet still spans the screen.
export const panel = style({ vars: { [panelWidth]: '420px' } });
