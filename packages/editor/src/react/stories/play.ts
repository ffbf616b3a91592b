/** What the stories' play functions do as a creator: select with the mouse, read the script back. */
import { userEvent, waitFor } from 'storybook/test';

export function editableIn(canvasElement: HTMLElement): HTMLElement {
  const editable = canvasElement.querySelector<HTMLElement>('[data-slate-editor]');
  if (!editable) throw new Error('No script editor in the story');
  return editable;
}

/** The script's text as shown, line by line, without the nodes (their text is in their buttons). */
export function scriptLines(canvasElement: HTMLElement): string[] {
  const editable = editableIn(canvasElement);
  return Array.from(editable.querySelectorAll(':scope > [data-slate-node="element"]'), (line) =>
    Array.from(line.querySelectorAll('[data-slate-string]'), (text) => text.textContent).join(''),
  );
}

function locate(editable: HTMLElement, text: string, edge: 'start' | 'end') {
  const walker = document.createTreeWalker(editable, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('[data-slate-string]')) continue;
    const index = node.textContent?.indexOf(text) ?? -1;
    if (index >= 0) return { node, offset: edge === 'start' ? index : index + text.length };
  }
  throw new Error(`"${text}" is not in the script`);
}

/** Readings come from the pinyin dictionary, loaded on first use: on two busy cores that takes seconds. */
export const DICTIONARY_PATIENCE = { timeout: 10_000 };

/** Lets slate-react read the selection it throttles (100 ms). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Drags over the script from the start of `from` to the end of `to`. */
export async function select(canvasElement: HTMLElement, from: string, to = from): Promise<void> {
  const editable = editableIn(canvasElement);
  editable.focus();
  const start = locate(editable, from, 'start');
  const end = locate(editable, to, 'end');
  document.getSelection()?.setBaseAndExtent(start.node, start.offset, end.node, end.offset);
  await settled();
}

/** Clicks the cursor into place right after `text`. */
export async function placeCursor(canvasElement: HTMLElement, after: string): Promise<void> {
  const editable = editableIn(canvasElement);
  editable.focus();
  const point = locate(editable, after, 'end');
  document.getSelection()?.collapse(point.node, point.offset);
  await settled();
}

export const undo = () => userEvent.keyboard('{Control>}z{/Control}');
export const redo = () => userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');

/** Waits for the script to read `lines`. */
export const scriptReads = (canvasElement: HTMLElement, ...lines: string[]) =>
  waitFor(() => {
    if (scriptLines(canvasElement).join('\n') !== lines.join('\n')) {
      throw new Error(`The script reads ${JSON.stringify(scriptLines(canvasElement))}, not ${JSON.stringify(lines)}`);
    }
  });
