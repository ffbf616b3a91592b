export { DrawForm, type DrawFormProps, DrawFormView, type DrawFormViewProps } from './DrawForm';
export { createDrawFormStore, type DrawFormSnapshot, type DrawFormStore, type DrawRefPhase } from './drawFormStore';
export { type DrawFormState, type UseDrawFormOptions, useDrawForm } from './useDrawForm';
