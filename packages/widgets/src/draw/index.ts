// AI drawing (spec part 2 §2 "Samples and drawing"), the `@dubkit/widgets/draw` entry: the form, my works and the
// page that holds both; see README.md. Its own entry keeps the root entry's size for the pages that do not draw.
export * from './DrawForm';
export * from './DrawStudio';
export * from './DrawWorks';
