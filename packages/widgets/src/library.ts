// Anchor library, anchor dialogs and membership checkout widgets.
export {};
