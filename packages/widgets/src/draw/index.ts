// AI drawing (spec part 2 §2 "Samples and drawing"): the form, my works and the page that holds both; see README.md.
export type { DrawFormProps } from './DrawForm/DrawForm';
export type { DrawStudioProps } from './DrawStudio/DrawStudio';
export type { DrawWorksProps } from './DrawWorks/DrawWorks';
export type { DrawWorksOptions } from './DrawWorks/drawWorksStore';
export type { UseDrawWorksOptions } from './DrawWorks/useDrawWorks';
export { DrawForm, DrawStudio, DrawWorks, preloadDraw } from './lazy';
