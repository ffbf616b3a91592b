import { Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { editorWith, markup } from './test/fixture';

const PAUSE = '<break time="500ms"/>';

describe('the cursor and leaf nodes', () => {
  it.each([
    ['forward over a node', `你|${PAUSE}好`, false, `你${PAUSE}|好`],
    ['back over a node', `你${PAUSE}|好`, true, `你|${PAUSE}好`],
    ['forward between two nodes', `你|${PAUSE}${PAUSE}好`, false, `你${PAUSE}|${PAUSE}好`],
    ['back to a line that starts with a node', `${PAUSE}|好`, true, `|${PAUSE}好`],
  ])('steps %s in one move: %s', (_, body, reverse, after) => {
    const editor = editorWith(body);
    Transforms.move(editor, { reverse });
    expect(markup(editor)).toBe(after);
  });

  it('extends a selection over a node in one step', () => {
    const editor = editorWith(`你|${PAUSE}好`);
    Transforms.move(editor, { edge: 'focus' });
    expect(markup(editor)).toBe(`你[${PAUSE}]好`);
  });

  it('puts a cursor placed on a node just after it', () => {
    const editor = editorWith(`你${PAUSE}好`);
    Transforms.select(editor, { path: [0, 1, 0], offset: 0 });
    expect(markup(editor)).toBe(`你${PAUSE}|好`);
  });

  it.each([
    ['forward', { path: [0, 1, 0], offset: 0 }, { path: [0, 2], offset: 1 }, `你[${PAUSE}好]`],
    ['backward', { path: [0, 2], offset: 1 }, { path: [0, 1, 0], offset: 0 }, `你]${PAUSE}好[`],
    ['ending on it', { path: [0, 0], offset: 0 }, { path: [0, 1, 0], offset: 0 }, `[你${PAUSE}]好`],
  ])('keeps a node a range edge was placed on inside the range (%s)', (_, anchor, focus, after) => {
    const editor = editorWith(`你${PAUSE}好`);
    Transforms.select(editor, { anchor, focus });
    expect(markup(editor)).toBe(after);
  });

  it('removes a node whole with one Backspace or Delete beside it', () => {
    const editor = editorWith(`你${PAUSE}|好`);
    Editor.deleteBackward(editor, { unit: 'character' });
    expect(markup(editor)).toBe('你|好');
    const forward = editorWith(`你|${PAUSE}好`);
    Editor.deleteForward(forward, { unit: 'character' });
    expect(markup(forward)).toBe('你|好');
  });
});
