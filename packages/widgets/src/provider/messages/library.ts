/** Copy of the anchor library, anchor dialogs and membership checkout widgets (spec part 1). */
export const libraryMessages = {};
