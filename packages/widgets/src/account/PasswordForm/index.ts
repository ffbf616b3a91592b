export { PasswordForm, type PasswordFormProps } from './PasswordForm';
export { ReloginDialog, type ReloginDialogProps } from './ReloginDialog';
export { PASSWORD_INPUT_MAX_LENGTH, type PasswordOutcome, usePasswordForm } from './usePasswordForm';
