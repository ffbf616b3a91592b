// The dubbing studio, the widgets it composes (usable on their own) and the creation center.
export * from './studio/index';
