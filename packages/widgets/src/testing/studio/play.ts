/** What the stories' play functions do in the script: the editor's own story helpers, and finding nodes. */
import { expect, waitFor, within } from 'storybook/test';
import { editableIn } from '../../../../editor/src/react/stories/play';
import { eventually } from './stories';

// Story-only code: the editor's helpers are shared from its sources, never from the published package.
export { placeCursor, select } from '../../../../editor/src/react/stories/play';

export const toolbarOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('toolbar', { name: '编辑工具' }));

/** A node of the script by its accessible name (its kind, text and values). */
export const scriptNode = (canvasElement: HTMLElement, name: string | RegExp) =>
  eventually(() => within(editableIn(canvasElement)).getByRole('button', { name }));

export const noScriptNode = (canvasElement: HTMLElement) =>
  waitFor(() => expect(editableIn(canvasElement).querySelector('[data-node]')).toBeNull());
