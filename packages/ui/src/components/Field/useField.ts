import { type ReactNode, useId } from 'react';

export interface UseFieldOptions {
  id?: string;
  label?: ReactNode;
  description?: ReactNode;
  /** Shown under the control and linked to it when the field is invalid. */
  errorMessage?: ReactNode;
  /** Marks the field invalid; an error message implies it. */
  invalid?: boolean;
  /** Further ids describing the control (a counter, say). */
  describedBy?: string;
}

/** Wires a label, a description and an error message to one control by id. */
export function useField({ id, label, description, errorMessage, invalid, describedBy }: UseFieldOptions) {
  const generated = useId();
  const controlId = id ?? generated;
  const isInvalid = Boolean(invalid || errorMessage);
  const labelId = `${controlId}-label`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const showError = isInvalid && errorMessage != null;
  const ariaDescribedBy =
    [description != null && descriptionId, showError && errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    invalid: isInvalid,
    label: label == null ? undefined : { id: labelId, htmlFor: controlId, children: label },
    description: description == null ? undefined : { id: descriptionId, children: description },
    error: showError ? { id: errorId, children: errorMessage } : undefined,
    controlProps: {
      id: controlId,
      'aria-labelledby': label == null ? undefined : labelId,
      'aria-invalid': isInvalid || undefined,
      'aria-describedby': ariaDescribedBy,
    },
  };
}

export type FieldParts = ReturnType<typeof useField>;
