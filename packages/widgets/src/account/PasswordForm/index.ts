export { PasswordForm, type PasswordFormProps, PasswordFormView, type PasswordFormViewProps } from './PasswordForm';
export {
  ReloginDialog,
  type ReloginDialogProps,
  ReloginDialogView,
  type ReloginDialogViewProps,
} from './ReloginDialog';
export { PASSWORD_INPUT_MAX_LENGTH, type PasswordOutcome, usePasswordForm } from './usePasswordForm';
