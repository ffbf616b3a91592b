// AI drawing (spec part 2 §2 "Samples and drawing"), the `@dubkit/widgets/draw` entry: the form, my works and the
// page that holds both; see README.md. Its own entry keeps the root entry's size for the pages that do not draw.

export { type DrawCopy, useDrawMessages } from './copy';
export type { DrawFormProps, DrawFormState, DrawFormViewProps, UseDrawFormOptions } from './DrawForm';
export { DrawForm, DrawFormView, useDrawForm } from './DrawForm';
export type { DrawStudioProps } from './DrawStudio';
export { DrawStudio } from './DrawStudio';
export type {
  DrawTaskCardProps,
  DrawWorksProps,
  DrawWorksState,
  DrawWorksViewProps,
  UseDrawWorksOptions,
} from './DrawWorks';
export { DrawTaskCard, DrawWorks, DrawWorksView, useDrawWorks } from './DrawWorks';
