import { vars } from '@dubkit/ui/vars';
import { style } from '@vanilla-extract/css';

// The tool panels' frame and heading, shared with the other tools.
export { toolPanel as root, toolTitle as title } from '../../shared/shared.css';

export const panel = style({ paddingTop: vars.space.md, selectors: { '&[hidden]': { display: 'none' } } });
