/** Copy of the dubbing studio and creation center widgets (spec part 2). */
export const studioMessages = {};
