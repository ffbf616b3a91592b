import type { DrawTask } from '@dubkit/sdk-core';
import { DRAW_COUNT_MAX, DRAW_REF_ACCEPT, type DrawRefMode } from '@dubkit/sdk-core/draw';
import { useUpload } from '@dubkit/ui';
import { useEffect, useState } from 'react';
import { useDubKit } from '../../provider';
import { useOwnStore } from '../../shared/useStore';
import { useDrawMessages } from '../copy';
import { createDrawFormStore } from './drawFormStore';

/** The object URL of the reference image while it is shown; revoked when it changes or the widget goes. */
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

export interface UseDrawFormOptions {
  /** Hears each task the form creates (the studio puts it at the top of my works). */
  onCreated?: (task: DrawTask) => void;
}

export const DRAW_COUNTS = Array.from({ length: DRAW_COUNT_MAX }, (_, index) => index + 1);

/**
 * The drawing form: options, prompt, style, size, count, an optional reference image uploaded through the signed
 * policy with its mode and strength, and generate. The rules are sdk-core's; the store holds the state.
 */
export function useDrawForm({ onCreated }: UseDrawFormOptions = {}) {
  const { client } = useDubKit();
  const messages = useDrawMessages();
  const [store, snapshot] = useOwnStore(
    () => createDrawFormStore(client),
    (own) => own.dispose(),
  );
  useEffect(() => {
    void store.loadOptions();
  }, [store]);
  const preview = usePreview(snapshot.refFile);

  // The type and size rules are sdk-core's (the store applies them); the dropzone only refuses a second file.
  const upload = useUpload({
    messages: { invalidType: '', tooLarge: '', multiple: messages.drawRefOneFile },
    onFile: (file) => store.pickRef(file),
    disabled: snapshot.submitting || snapshot.refPhase === 'uploading',
  });

  const refModes: { value: DrawRefMode; label: string }[] = [
    { value: 'refonly', label: messages.drawRefModeRefonly },
    { value: 'repaint', label: messages.drawRefModeRepaint },
  ];

  return {
    messages,
    ...snapshot,
    preview,
    /** The dropzone's refusal (a second file), else the image rules' or the upload's. */
    refError: upload.error ?? snapshot.refRefusal,
    dragging: upload.dragging,
    zoneProps: upload.zoneProps,
    inputProps: { ...upload.inputProps, accept: DRAW_REF_ACCEPT },
    refModes,
    counts: DRAW_COUNTS,
    retryOptions: () => void store.loadOptions(),
    setPrompt: store.setPrompt,
    setStyle: store.setStyle,
    setSize: store.setSize,
    setCount: store.setCount,
    removeRef: store.removeRef,
    setRefMode: store.setRefMode,
    setStrength: store.setStrength,
    submit: async () => {
      const task = await store.submit();
      if (task) onCreated?.(task);
    },
  };
}

export type DrawFormState = ReturnType<typeof useDrawForm>;
