// Anchor library, anchor dialogs and membership checkout widgets.
export * from './anchors';
export * from './membership';
