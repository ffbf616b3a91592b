/** What the stories' play functions do in the script: select with the mouse, put the cursor, find nodes. */
import { expect, waitFor, within } from 'storybook/test';
import { eventually } from '../testing';

function editableIn(canvasElement: HTMLElement): HTMLElement {
  const editable = canvasElement.querySelector<HTMLElement>('[data-slate-editor]');
  if (!editable) throw new Error('No script editor in the story');
  return editable;
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

export const toolbarOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('toolbar', { name: '编辑工具' }));

/** A node of the script by its accessible name (its kind, text and values). */
export const scriptNode = (canvasElement: HTMLElement, name: string | RegExp) =>
  eventually(() => within(editableIn(canvasElement)).getByRole('button', { name }));

export const noScriptNode = (canvasElement: HTMLElement) =>
  waitFor(() => expect(editableIn(canvasElement).querySelector('[data-node]')).toBeNull());
