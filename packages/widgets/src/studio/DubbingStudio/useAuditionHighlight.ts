import type { ScriptReactEditor } from '@dubkit/editor/react';
import { useEffect } from 'react';
import type { Range } from 'slate';
import { ReactEditor } from 'slate-react';

const HIGHLIGHT = 'dubkit-audition';

interface HighlightRegistry {
  set(name: string, highlight: unknown): void;
  delete(name: string): void;
}

/** Paints the auditioned text through the CSS Custom Highlight API where there is one; the editor's DOM is untouched. */
export function useAuditionHighlight(editor: ScriptReactEditor, range: Range | null): void {
  useEffect(() => {
    const registry = (globalThis.CSS as { highlights?: HighlightRegistry } | undefined)?.highlights;
    const Highlight = (globalThis as { Highlight?: new (...ranges: globalThis.Range[]) => unknown }).Highlight;
    if (!range || !registry || !Highlight) return;
    try {
      registry.set(HIGHLIGHT, new Highlight(ReactEditor.toDOMRange(editor, range)));
    } catch {
      // The text changed under the audition: nothing to paint.
      return;
    }
    return () => registry.delete(HIGHLIGHT);
  }, [editor, range]);
}
