import { useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import { getDocument } from '../lib/content';
import { type FooterData, type FooterOptions, footerData } from '../lib/footer';
import type { HeadlessScriptEditor } from '../lib/types';

/** The footer's figures, following the editor; counted after typing has painted (a deferred value). */
export function useScriptFooter(
  editor: HeadlessScriptEditor,
  { maxLength, autoSavedAt }: FooterOptions = {},
): FooterData {
  const children = useSyncExternalStore(editor.subscribe, () => editor.children);
  const deferred = useDeferredValue(children);
  const modifiedAt = useSyncExternalStore(editor.subscribe, () => editor.modifiedAt);
  // The document is re-read only when the lines change; `deferred` stands for them.
  const document = useMemo(() => deferred && getDocument(editor), [deferred, editor]);
  return useMemo(
    () => footerData(document, modifiedAt, { maxLength, autoSavedAt }),
    [document, modifiedAt, maxLength, autoSavedAt],
  );
}
