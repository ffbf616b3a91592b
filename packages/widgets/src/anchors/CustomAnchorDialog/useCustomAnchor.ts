import type { CustomAnchor } from '@dubkit/sdk-core';
import { useState } from 'react';
import { useClient, useDubKit, useSession } from '../../provider';
import { useRemote } from '../../shared/useRemote';
import { creationPath } from '../AnchorDetailDialog/creationPath';
import { useLibraryMessages } from '../copy';
import { useSampleError } from '../useSampleError';
import {
  type CustomAnchorErrors,
  type CustomAnchorForm,
  formOf,
  updateBody,
  validateCustomAnchor,
} from './customAnchorForm';

export interface UseCustomAnchorOptions {
  /** The custom anchor whose dialog is open; null when closed. */
  anchorId: number | null;
  /** Saved: the server's updated anchor. */
  onUpdated?: (anchor: CustomAnchor) => void;
  /** Deleted: the dialog should close. */
  onDeleted?: () => void;
}

/** A custom anchor's detail, its edit drawer (form, validation, save) and its deletion. */
export function useCustomAnchor({ anchorId, onUpdated, onDeleted }: UseCustomAnchorOptions) {
  const client = useClient();
  const messages = useLibraryMessages();
  const sampleError = useSampleError();
  const session = useSession();
  const { toaster, navigate, paths } = useDubKit();
  const detail = useRemote<CustomAnchor>(anchorId === null ? null : String(anchorId), (signal) =>
    client.anchors.customDetail({ anchorId: anchorId ?? 0 }, { signal }),
  );
  const [form, setForm] = useState<CustomAnchorForm | null>(null);
  const [errors, setErrors] = useState<CustomAnchorErrors>({});
  const [saving, setSaving] = useState(false);
  const required = {
    name: messages.customNameRequired,
    comment: messages.customCommentRequired,
    text: messages.customTextRequired,
  };

  const setField = <K extends keyof CustomAnchorForm>(key: K, value: CustomAnchorForm[K]) => {
    if (!form) return;
    const next = { ...form, [key]: value };
    setForm(next);
    // A message shown after a save attempt goes away as soon as its field is filled.
    if (key in errors) setErrors(validateCustomAnchor(next, required));
  };

  return {
    messages,
    sampleError,
    detail,
    /** The edit drawer's form; null while the drawer is closed. */
    form,
    errors,
    saving,
    setField,
    edit: () => {
      if (!detail.data) return;
      setForm(formOf(detail.data));
      setErrors({});
    },
    cancelEdit: () => setForm(null),
    /** Validates, then saves; returns the first invalid field so the view can focus it. */
    save: async (): Promise<keyof CustomAnchorErrors | null> => {
      const anchor = detail.data;
      if (!anchor || !form) return null;
      const found = validateCustomAnchor(form, required);
      setErrors(found);
      const [first] = Object.keys(found) as (keyof CustomAnchorErrors)[];
      if (first) return first;
      setSaving(true);
      try {
        const updated = await client.anchors.customUpdate(updateBody(anchor, form));
        detail.set(updated);
        setForm(null);
        toaster.success(messages.customUpdated);
        onUpdated?.(updated);
      } catch {
        // The client's error toast says why; the drawer stays open with the edits.
      } finally {
        setSaving(false);
      }
      return null;
    },
    /** The confirmed deletion; a failure keeps the confirmation open. */
    remove: async () => {
      if (anchorId === null) return;
      await client.anchors.customDelete({ anchorId });
      toaster.success(messages.deleted);
      onDeleted?.();
    },
    start: () => {
      const path = creationPath({ anchorType: 1, anchorId }, paths.creation);
      if (!path) {
        toaster.error(messages.anchorIdMissing);
        return;
      }
      session.requireLogin(() => navigate(path));
    },
  };
}

export type CustomAnchorState = ReturnType<typeof useCustomAnchor>;
