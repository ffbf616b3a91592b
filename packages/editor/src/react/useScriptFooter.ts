import { useEffect, useMemo, useState } from 'react';
import { type FooterData, type FooterOptions, footerFigures, linesLength } from '../lib/footer';
import type { HeadlessScriptEditor } from '../lib/types';

/**
 * How long the footer lets typing run before it follows. Every React commit while the editor has focus walks the
 * editor's whole DOM to save the selection, so the counter takes at most one commit per this many ms, never in the
 * frame of a keystroke.
 */
export const FOOTER_DELAY_MS = 300;

/** The footer's figures, following the script's changes (not the cursor's) a little behind typing. */
export function useScriptFooter(
  editor: HeadlessScriptEditor,
  { maxLength, autoSavedAt }: FooterOptions = {},
): FooterData {
  const [shown, setShown] = useState(() => ({ children: editor.children, modifiedAt: editor.modifiedAt }));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = editor.subscribe(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        setShown((current) =>
          current.children === editor.children && current.modifiedAt === editor.modifiedAt
            ? current
            : { children: editor.children, modifiedAt: editor.modifiedAt },
        );
      }, FOOTER_DELAY_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [editor]);
  const length = useMemo(() => linesLength(shown.children), [shown.children]);
  return useMemo(
    () => footerFigures(length, shown.modifiedAt, { maxLength, autoSavedAt }),
    [length, shown.modifiedAt, maxLength, autoSavedAt],
  );
}
