import { createVar } from '@vanilla-extract/css';

/** The height left in the viewport on the side an anchored element opens to, kept current while it is open. */
export const availableHeight = createVar();
