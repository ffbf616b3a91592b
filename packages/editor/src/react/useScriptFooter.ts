import { useEffect, useMemo, useState } from 'react';
import { type FooterData, type FooterOptions, footerFigures, linesLength } from '../lib/footer';
import type { HeadlessScriptEditor } from '../lib/types';

/**
 * How long the footer waits for typing to pause before it follows. A footer commit recounts the script, so the counter
 * does not commit in the frame of a keystroke, nor once per keystroke.
 */
export const FOOTER_DELAY_MS = 300;

/** The longest the footer stays behind typing that does not pause. */
const FOOTER_MAX_DELAY_MS = 1000;

/** The footer's figures, following the script's changes (not the cursor's) once typing pauses. */
export function useScriptFooter(
  editor: HeadlessScriptEditor,
  { maxLength, autoSavedAt }: FooterOptions = {},
): FooterData {
  const [shown, setShown] = useState(() => ({ children: editor.children, modifiedAt: editor.modifiedAt }));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let behindSince: number | undefined;
    const follow = () => {
      timer = undefined;
      behindSince = undefined;
      setShown((current) =>
        current.children === editor.children && current.modifiedAt === editor.modifiedAt
          ? current
          : { children: editor.children, modifiedAt: editor.modifiedAt },
      );
    };
    const unsubscribe = editor.subscribe(() => {
      const now = Date.now();
      behindSince ??= now;
      clearTimeout(timer);
      timer = setTimeout(follow, Math.min(FOOTER_DELAY_MS, behindSince + FOOTER_MAX_DELAY_MS - now));
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
