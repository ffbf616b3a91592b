import { OCR_ACCEPT } from '@dubkit/sdk-core/tools';
import { type ChoiceOption, useUpload } from '@dubkit/ui';
import { useEffect, useState } from 'react';
import { useDubKit } from '../../provider';
import { downloadText, timestampedName } from '../../shared/download';
import { format } from '../../shared/format';
import { useOwnStore } from '../../shared/useStore';
import { useToolsMessages } from '../copy';
import { fileFromClipboard, type OcrType } from './ocrRules';
import { createOcrStore } from './ocrStore';

/** The object URL of the picked image while it is shown; revoked when it changes or the widget goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Image text recognition: type, one image by pick, drop or Ctrl+V paste, the upload with its progress, the editable
 * result with copy and .txt export. The rules are sdk-core's; the store (`createOcrStore`) holds the state.
 */
export function useOcrTool() {
  const { client, toaster } = useDubKit();
  const messages = useToolsMessages();
  const [store, snapshot] = useOwnStore(
    () => createOcrStore(client),
    (own) => own.dispose(),
  );
  const preview = usePreview(snapshot.file);
  const accepting = snapshot.phase === 'idle' || snapshot.phase === 'picked';

  // The type and size rules are sdk-core's (the store applies them); the dropzone only refuses a second file.
  const upload = useUpload({
    messages: { invalidType: '', tooLarge: '', multiple: messages.ocrOneFile },
    onFile: (file) => store.pick(file),
    disabled: !accepting,
  });

  // Ctrl+V anywhere on the page takes a copied image; a text paste is left alone.
  useEffect(() => {
    if (!accepting) return;
    const onPaste = (event: ClipboardEvent) => {
      const file = fileFromClipboard(event.clipboardData);
      if (!file) return;
      event.preventDefault();
      store.pick(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [accepting, store]);

  const typeOptions: ChoiceOption<OcrType>[] = [
    { value: 0, label: messages.ocrTypeGeneral },
    { value: 1, label: messages.ocrTypeHandwriting },
  ];

  return {
    messages,
    ...snapshot,
    preview,
    /** The dropzone's refusal: a second file (the dropzone's), else the image rules' (the store's). */
    error: upload.error ?? snapshot.refusal,
    dragging: upload.dragging,
    zoneProps: upload.zoneProps,
    inputProps: { ...upload.inputProps, accept: OCR_ACCEPT },
    typeOptions,
    setType: store.setType,
    start: async () => {
      const outcome = await store.start();
      if (outcome.ok) toaster.success(messages.ocrSucceeded);
      else if (outcome.stage === 'policy')
        toaster.error(format(messages.ocrRequestFailed, { message: outcome.message }));
      else if (outcome.stage === 'upload') toaster.error(format(messages.ocrFailed, { message: outcome.message }));
    },
    setText: store.setText,
    back: store.back,
    exportText: () => {
      const { text } = store.getSnapshot();
      if (!text.trim()) {
        toaster.warning(messages.ocrExportEmpty);
        return;
      }
      downloadText(text, timestampedName(messages.ocrExportName, 'txt'));
    },
    copyMessages: {
      success: messages.copySucceeded,
      fallback: messages.copyFallback,
      failure: messages.copyFailed,
      empty: messages.copyEmpty,
    },
  };
}

export type OcrToolState = ReturnType<typeof useOcrTool>;
