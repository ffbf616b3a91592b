import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { acceptList, type FileRules, type UploadRejection, validateSelection } from './validateFile';

export interface UploadMessages {
  /** Shown for a file of the wrong type (a product's refusal, such as sdk-core's OCR_TYPE_REFUSAL). */
  invalidType: string;
  /** Shown for a file over `maxSize` (such as sdk-core's OCR_SIZE_REFUSAL). */
  tooLarge: string;
  /** Shown when more than one file is dropped. */
  multiple?: string;
}

export interface UseUploadOptions extends FileRules {
  messages: UploadMessages;
  onFile: (file: File) => void;
  onReject?: (reason: UploadRejection, message: string, file: File) => void;
  disabled?: boolean;
}

/** Dropzone behaviour: one file by drag and drop or the file picker, checked against the type and size rules. */
export function useUpload({ accept, maxSize, messages, onFile, onReject, disabled = false }: UseUploadOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const take = (files: File[]) => {
    const [first] = files;
    if (disabled || !first) return;
    const reason = validateSelection(files, { accept, maxSize });
    if (reason) {
      const text = {
        type: messages.invalidType,
        size: messages.tooLarge,
        multiple: messages.multiple ?? '只能上传一个文件',
      };
      setError(text[reason]);
      onReject?.(reason, text[reason], first);
      return;
    }
    setError(null);
    setFileName(first.name);
    onFile(first);
  };

  const dragProps = {
    onDragEnter: (event: DragEvent) => {
      event.preventDefault();
      if (!disabled) setDragging(true);
    },
    // Without preventDefault on dragover the browser refuses the drop.
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      take(Array.from(event.dataTransfer.files));
    },
  };

  return {
    error,
    fileName,
    dragging,
    zoneProps: {
      ...dragProps,
      type: 'button' as const,
      disabled,
      'aria-describedby': error ? errorId : undefined,
      'aria-invalid': error ? true : undefined,
      'data-dragging': dragging || undefined,
      'data-invalid': error ? true : undefined,
      onClick: () => inputRef.current?.click(),
    },
    inputProps: {
      ref: inputRef,
      type: 'file' as const,
      accept: acceptList(accept).join(','),
      hidden: true,
      tabIndex: -1,
      disabled,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        take(Array.from(event.target.files ?? []));
        // Clearing lets the same file be picked again after a fix elsewhere.
        event.target.value = '';
      },
    },
    errorProps: { id: errorId, role: 'alert' as const },
  };
}
