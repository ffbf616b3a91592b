import type { Page } from 'playwright';

/** Puts the browser's selection on the script editor's text, as dragging the mouse over it would. */

async function selectInEditor(page: Page, text: string, collapseToEnd: boolean) {
  await page.evaluate(
    ([wanted, collapse]) => {
      const root = document.querySelector('[data-slate-editor]');
      if (!root) throw new Error('no script editor');
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(wanted) ?? -1;
        // Node badges are not script text.
        if (at < 0 || node.parentElement?.closest('[contenteditable="false"]')) continue;
        const range = document.createRange();
        range.setStart(node, collapse ? at + wanted.length : at);
        range.setEnd(node, at + wanted.length);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        return;
      }
      throw new Error(`the script has no text ${wanted}`);
    },
    [text, collapseToEnd] as const,
  );
  // Slate takes the selection from the next selectionchange.
  await page.waitForTimeout(100);
}

export const selectText = (page: Page, text: string) => selectInEditor(page, text, false);
export const cursorAfter = (page: Page, text: string) => selectInEditor(page, text, true);
