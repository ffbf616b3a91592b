import { spyOn, waitFor } from 'storybook/test';
import type { DubKitStoryParameters } from '../withDubKit';
import { storyUser } from '../withDubKit';

/** Story helpers of the smart tools: their parameters, and a user's drop, paste, copy and download. */

/** `parameters.dubkit` of the tools' stories: signed in; a request no handler answers gets a 404 envelope. */
export const TOOLS_STORY: DubKitStoryParameters = { user: storyUser(), unhandled: 'notFound' };

/** Room for a loaded machine when waiting (testing-library waits 1 s by default). */
export const PATIENCE = { timeout: 5000 } as const;

/** Native drag events carrying the files, as a drop from the desktop does. */
export function dropFiles(target: Element, files: File[], types = ['dragenter', 'dragover', 'drop']) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of types)
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** Ctrl+V of a copied image: a paste event whose clipboard holds the file, at the focused element. */
export function pasteFile(file: File, target: EventTarget = document.activeElement ?? document.body): boolean {
  const clipboardData = new DataTransfer();
  clipboardData.items.add(file);
  return target.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
}

/** The clipboard accepts what is written (a headless page has no clipboard permission); returns the spy. */
export function grantClipboard() {
  return spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
}

/** Catches downloads started by a link click: their names and addresses; nothing is saved. Restore when done. */
export function catchDownloads() {
  const downloads: { name: string; href: string }[] = [];
  const spy = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    if (this.download) downloads.push({ name: this.download, href: this.href });
  });
  return { downloads, restore: () => spy.mockRestore() };
}

/** Waits until the assertion passes, with `PATIENCE`. */
export const eventually = <T>(assertion: () => T | Promise<T>) => waitFor(assertion, PATIENCE);
