// Anchor library, anchor dialogs and membership checkout widgets.
export * from './library/AnchorCard';
export * from './library/AnchorDetailDialog';
export * from './library/AnchorLibrary';
export * from './library/CustomAnchorDialog';
export * from './library/MemberButton';
export * from './library/MembershipCheckout';
