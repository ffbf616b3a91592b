/** How the text reached the clipboard: the Clipboard API, or the hidden-textarea fallback. */
export type CopyMethod = 'clipboard' | 'fallback';

function copyWithTextarea(text: string, doc: Document): boolean {
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;pointer-events:none';
  const previous = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  doc.body.append(textarea);
  textarea.select();
  try {
    // The deprecated command is the only way to copy where the Clipboard API is missing (old browsers, insecure pages).
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previous?.focus({ preventScroll: true });
  }
}

/** Copies text to the clipboard, falling back to a hidden textarea; rejects when neither way works. */
export async function copyText(text: string, doc: Document = document): Promise<CopyMethod> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return 'clipboard';
    } catch {
      // Permission refused (e.g. in a cross-origin frame): the textarea route may still work.
    }
  }
  if (copyWithTextarea(text, doc)) return 'fallback';
  throw new Error('Copying to the clipboard failed.');
}
