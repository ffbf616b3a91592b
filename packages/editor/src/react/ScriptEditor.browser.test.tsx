/// <reference types="@vitest/browser-playwright" />
import {
  createDocument,
  createMultiVoice,
  documentFromText,
  type LocalProsodyNode,
  type ScriptDocument,
} from '@dubkit/sdk-core/markup';
import { DubKitThemeProvider } from '@dubkit/ui';
import { act, useLayoutEffect } from 'react';
import { Editor, Transforms } from 'slate';
import { ReactEditor } from 'slate-react';
import { expect, test } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { getDocument, loadDocument } from '../lib/content';
import { ScriptEditor } from './ScriptEditor';
import { type ScriptReactEditor, useScriptEditor } from './useScriptEditor';

let editor: ScriptReactEditor;
const pause = { type: 'pause', ms: 500 } as const;
const voice = { anchorId: 7, anchorName: '晓晓', templateId: 1, templateName: '新闻', pitch: 0, speed: 1, volume: 100 };

function Harness({ text, document = documentFromText(text) }: { text: string; document?: ScriptDocument }) {
  editor = useScriptEditor({ document });
  return (
    <DubKitThemeProvider>
      <ScriptEditor editor={editor} />
    </DubKitThemeProvider>
  );
}

/** Where each node of the first lines is in the text (which may have scrolled), in document order. */
function nodeBoxes() {
  const text = window.document.querySelector('[data-slate-editor]')?.getBoundingClientRect() ?? new DOMRect();
  return [...window.document.querySelectorAll('[data-node]')].slice(0, 100).map((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return { type: node.getAttribute('data-node'), x: x - text.x, y: y - text.y, width, height };
  });
}

/** The page in the mount's own commit (a parent's layout effect runs after the editor's): built nodes, node boxes. */
let firstCommit = { built: 0, boxes: [] as ReturnType<typeof nodeBoxes> };
function Counted({ document }: { document: ScriptDocument }) {
  useLayoutEffect(() => {
    firstCommit = { built: window.document.querySelectorAll('button[data-node]').length, boxes: nodeBoxes() };
  }, []);
  return <Harness text="" document={document} />;
}

const script = () =>
  getDocument(editor)
    .lines.map((line) => line.join(''))
    .join('\n');

/** Puts the cursor at the end of the text, and waits for the focus (Slate defers it while operations are pending). */
async function focusAtEnd() {
  Transforms.select(editor, Editor.end(editor, []));
  ReactEditor.focus(editor);
  await expect.poll(() => document.activeElement?.getAttribute('data-slate-editor')).toBe('true');
}

/** Clicks into the text, then puts the cursor at its end. */
async function cursorAtEnd() {
  await page.getByRole('textbox', { name: '配音文案' }).click();
  await focusAtEnd();
}

// Chromium composes through its own IME path (CDP Input.imeSetComposition): compositionstart, compositionupdate
// with insertCompositionText, then compositionend when the text is committed.
test('text composed through an input method is recorded once, when composition ends', async () => {
  await render(<Harness text="今天" />);
  await cursorAtEnd();
  const before = editor.history.snapshots.length;
  const session = cdp();
  for (const text of ['t', 'ti', 'tia', 'tian', 'tianq', 'tianqi']) {
    await session.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
  }
  await expect.poll(() => editor.history.composing).toBe(true);
  expect(editor.history.snapshots).toHaveLength(before);

  await session.send('Input.insertText', { text: '天气' });
  await expect.poll(script).toBe('今天天气');
  await expect.poll(() => editor.history.composing).toBe(false);
  await expect.poll(() => editor.history.snapshots.length).toBe(before + 1);

  await userEvent.keyboard('{Control>}z{/Control}');
  await expect.poll(script).toBe('今天');
  await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
  await expect.poll(script).toBe('今天天气');
});

test('a composition that replaces a selection is one edit too', async () => {
  await render(<Harness text="今天天气" />);
  await cursorAtEnd();
  Transforms.select(editor, { anchor: { path: [0, 0], offset: 2 }, focus: { path: [0, 0], offset: 4 } });
  const before = editor.history.snapshots.length;
  const session = cdp();
  await session.send('Input.imeSetComposition', { text: 'q', selectionStart: 1, selectionEnd: 1 });
  await session.send('Input.imeSetComposition', { text: 'qing', selectionStart: 4, selectionEnd: 4 });
  await expect.poll(() => editor.history.composing).toBe(true);
  await session.send('Input.insertText', { text: '晴' });
  await expect.poll(script).toBe('今天晴');
  await expect.poll(() => editor.history.snapshots.length).toBe(before + 1);
  await userEvent.keyboard('{Control>}z{/Control}');
  await expect.poll(script).toBe('今天天气');
});

test('an input method composes just after a node the cursor stepped over, and after a node ending a line', async () => {
  await render(
    <Harness
      text=""
      document={createDocument([
        ['你', pause, '好'],
        ['第二行', pause],
      ])}
    />,
  );
  await cursorAtEnd();
  Transforms.select(editor, { path: [0, 0], offset: 1 });
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => editor.selection?.anchor).toEqual({ path: [0, 2], offset: 0 });
  const session = cdp();
  await session.send('Input.imeSetComposition', { text: 'tian', selectionStart: 4, selectionEnd: 4 });
  await session.send('Input.insertText', { text: '天' });
  await expect.poll(() => getDocument(editor).lines[0]).toEqual(['你', pause, '天好']);
  Transforms.select(editor, Editor.end(editor, []));
  await session.send('Input.imeSetComposition', { text: 'qi', selectionStart: 2, selectionEnd: 2 });
  await session.send('Input.insertText', { text: '气' });
  await expect.poll(() => getDocument(editor).lines[1]).toEqual(['第二行', pause, '气']);
});

test('real keys: typing, Enter, undo and redo with Ctrl and with Cmd', async () => {
  await render(<Harness text="第一行" />);
  await cursorAtEnd();
  await userEvent.keyboard('{Enter}abc');
  await expect.poll(script).toBe('第一行\nabc');
  await userEvent.keyboard('{Control>}z{/Control}');
  await expect.poll(script).toBe('第一行\nab');
  await userEvent.keyboard('{Meta>}z{/Meta}');
  await expect.poll(script).toBe('第一行\na');
  await userEvent.keyboard('{Meta>}{Shift>}z{/Shift}{/Meta}');
  await expect.poll(script).toBe('第一行\nab');
});

test('arrow keys stop just inside and just outside a wrapper, so typing can go either side of its edge', async () => {
  const prosody: LocalProsodyNode = { type: 'localProsody', pitch: 0, speed: 1, volume: 100, children: ['慢'] };
  await render(<Harness text="" document={createDocument([['你好', prosody, '说']])} />);
  await cursorAtEnd();
  Transforms.select(editor, { path: [0, 0], offset: 2 });
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => editor.selection?.anchor).toEqual({ path: [0, 1, 0], offset: 0 });
  await userEvent.keyboard('{ArrowLeft}');
  await expect.poll(() => editor.selection?.anchor).toEqual({ path: [0, 0], offset: 2 });
  await userEvent.keyboard('{ArrowRight}快');
  await expect.poll(() => getDocument(editor).lines[0]).toEqual(['你好', { ...prosody, children: ['快慢'] }, '说']);
});

test('Alt+Enter opens the popover of the node just before the cursor; Escape returns to the text', async () => {
  await render(<Harness text="" document={createDocument([['你', pause, '好']])} />);
  await cursorAtEnd();
  Transforms.select(editor, { path: [0, 2], offset: 0 });
  await userEvent.keyboard('{Alt>}{Enter}{/Alt}');
  const popover = page.getByRole('dialog', { name: '停顿' });
  await expect.element(popover).toBeVisible();
  expect(editor.children).toHaveLength(1);
  await userEvent.keyboard('{Escape}');
  await expect.element(popover).not.toBeInTheDocument();
  await expect.poll(() => document.activeElement?.getAttribute('data-slate-editor')).toBe('true');
  await userEvent.keyboard('{Alt>}{Enter}{/Alt}');
  await page.getByRole('button', { name: '移除' }).click();
  await expect.poll(script).toBe('你好');
});

test('a node is marked selected while a range covers it, and only then', async () => {
  await render(<Harness text="" document={createDocument([['你', pause, '好', pause, '吗']])} />);
  await cursorAtEnd();
  const selected = () =>
    [...document.querySelectorAll('[data-node="pause"]')].map((node) => node.hasAttribute('data-selected'));
  await expect.poll(selected).toEqual([false, false]);
  Transforms.select(editor, { anchor: { path: [0, 0], offset: 1 }, focus: { path: [0, 2], offset: 0 } });
  await expect.poll(selected).toEqual([true, false]);
  Transforms.select(editor, { anchor: { path: [0, 2], offset: 0 }, focus: { path: [0, 4], offset: 1 } });
  await expect.poll(selected).toEqual([false, true]);
  Transforms.select(editor, { path: [0, 2], offset: 0 });
  await expect.poll(selected).toEqual([false, false]);
  Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });
  await expect.poll(selected).toEqual([true, true]);
});

test('real keys step over a node in one press, and typing, deleting and line keys work beside it', async () => {
  await render(
    <Harness
      text=""
      document={createDocument([
        ['你', pause, pause, '好'],
        ['第二行', pause],
      ])}
    />,
  );
  await cursorAtEnd();
  Transforms.select(editor, { path: [0, 0], offset: 1 });
  await userEvent.keyboard('{ArrowRight}a{ArrowRight}b');
  await expect.poll(() => getDocument(editor).lines[0]).toEqual(['你', pause, 'a', pause, 'b好']);
  await userEvent.keyboard('{ArrowLeft}{Backspace}');
  await expect.poll(() => getDocument(editor).lines[0]).toEqual(['你', pause, 'ab好']);
  await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}c');
  await expect.poll(() => getDocument(editor).lines[0]).toEqual(['你cb好']);
  // The browser moves the cursor for these keys itself; Slate follows at the next selectionchange.
  await userEvent.keyboard('{ArrowDown}');
  await expect.poll(() => editor.selection?.anchor.path[0]).toBe(1);
  await userEvent.keyboard('{End}');
  await expect.poll(() => editor.selection?.anchor).toEqual({ path: [1, 2], offset: 0 });
  await userEvent.keyboard('{ArrowLeft}d{Home}');
  await expect.poll(() => editor.selection?.anchor).toEqual({ path: [1, 0], offset: 0 });
  await userEvent.keyboard('e');
  await expect.poll(() => getDocument(editor).lines[1]).toEqual(['e第二行d', pause]);
});

test('a click on a node opens its popover and leaves the cursor just after it, where Escape returns', async () => {
  await render(<Harness text="" document={createDocument([['你', pause, '好'], ['第二行']])} />);
  await page.getByRole('button', { name: '停顿 0.5s' }).click();
  await expect.element(page.getByRole('dialog', { name: '停顿' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => document.activeElement?.getAttribute('data-slate-editor')).toBe('true');
  await userEvent.keyboard('x');
  await expect.poll(() => getDocument(editor).lines[0]).toEqual(['你', pause, 'x好']);
  // And while typing elsewhere.
  await cursorAtEnd();
  await page.getByRole('button', { name: '停顿 0.5s' }).click();
  await expect.element(page.getByRole('dialog', { name: '停顿' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => document.activeElement?.getAttribute('data-slate-editor')).toBe('true');
  await userEvent.keyboard('y');
  await expect.poll(() => getDocument(editor).lines[0]).toEqual(['你', pause, 'yx好']);
});

test('typing while the popover of a node is open closes it and types just after the node, losing nothing', async () => {
  await render(<Harness text="" document={createDocument([['你', pause, '好']])} />);
  await cursorAtEnd();
  await page.getByRole('button', { name: '停顿 0.5s' }).click();
  await expect.element(page.getByRole('dialog', { name: '停顿' })).toBeVisible();
  await userEvent.keyboard('ab');
  await expect.element(page.getByRole('dialog', { name: '停顿' })).not.toBeInTheDocument();
  await expect.poll(() => getDocument(editor).lines[0]).toEqual(['你', pause, 'ab好']);
  // Text the browser would put in the script while the focus is in the popover (where its selection was left) is
  // refused, so the page and the script never part.
  await page.getByRole('button', { name: '停顿 0.5s' }).click();
  await expect.element(page.getByRole('dialog', { name: '停顿' })).toBeVisible();
  const input = new InputEvent('beforeinput', { inputType: 'insertText', data: '字', bubbles: true, cancelable: true });
  page.getByRole('textbox', { name: '配音文案' }).element().dispatchEvent(input);
  expect(input.defaultPrevented).toBe(true);
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => document.activeElement?.getAttribute('data-slate-editor')).toBe('true');
  await userEvent.keyboard('c');
  await expect.poll(() => getDocument(editor).lines[0]).toEqual(['你', pause, 'cab好']);
  const shown = page
    .getByRole('textbox', { name: '配音文案' })
    .element()
    .textContent?.replace(/\uFEFF/g, '');
  expect(shown).toBe('你cab好');
});

test('only the node whose popover is open shows it open', async () => {
  await render(<Harness text="" document={createDocument([['你', pause, '好', pause, '吗']])} />);
  const open = () =>
    [...document.querySelectorAll('[data-node="pause"]')].map((node) => [
      node.hasAttribute('data-open'),
      node.getAttribute('aria-expanded'),
    ]);
  await expect.poll(open).toEqual([
    [false, 'false'],
    [false, 'false'],
  ]);
  await page.getByRole('button', { name: '停顿' }).nth(1).click();
  await expect.element(page.getByRole('dialog', { name: '停顿' })).toBeVisible();
  expect(open()).toEqual([
    [false, 'false'],
    [true, 'true'],
  ]);
  await userEvent.keyboard('{Escape}');
  await expect.poll(open).toEqual([
    [false, 'false'],
    [false, 'false'],
  ]);
});

test('typing in the middle of a script with nodes keeps the cursor, with React told not to snapshot the selection', async () => {
  await render(<Harness text="" document={createDocument([['今天', pause, '天气']])} />);
  await cursorAtEnd();
  Transforms.select(editor, { path: [0, 0], offset: 1 });
  const firstText = () => getDocument(editor).lines[0]?.[0];
  await userEvent.keyboard('ab');
  await expect.poll(firstText).toBe('今ab天');
  await userEvent.keyboard('c');
  await expect.poll(firstText).toBe('今abc天');
  const root = document.activeElement as HTMLElement;
  // Still an editing host to the browser and assistive technology; only React's per-commit walk is skipped.
  expect(root.getAttribute('contenteditable')).toBe('true');
  expect(root.isContentEditable).toBe(true);
  expect(root.contentEditable).not.toBe('true');
});

test('the line holding the cursor, and only that line, is a layer of its own, following the cursor', async () => {
  await render(<Harness text={'第一行\n第二行\n第三行'} />);
  await cursorAtEnd();
  const layered = () =>
    [...document.querySelectorAll<HTMLElement>('[data-slate-node="element"]')]
      .filter((line) => getComputedStyle(line).willChange === 'transform')
      .map((line) => line.textContent);
  await expect.poll(layered).toEqual(['第三行']);
  await userEvent.keyboard('{ArrowUp}');
  await expect.poll(layered).toEqual(['第二行']);
  await userEvent.keyboard('好');
  await expect.poll(layered).toEqual(['第二行好']);
  // A selection over every line lays out only the one its focus is in.
  Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, [0]) });
  await expect.poll(layered).toEqual(['第一行']);
});

test('a long draft opened in an editor already on the page is drawn at once and built after the next paint', async () => {
  await render(<Harness text="今天" />);
  const lines = Array.from({ length: 30 }, (_, i) => [
    `第${i}行`,
    ...Array.from({ length: 8 }, () => [pause, '文字']).flat(),
  ]);
  act(() => loadDocument(editor, createDocument(lines as ScriptDocument['lines'])));
  expect(window.document.querySelectorAll('button[data-node]')).toHaveLength(0);
  expect(window.document.querySelectorAll('[data-line-preview] [data-node]').length).toBeGreaterThan(20);
  await expect
    .poll(() => page.getByRole('button', { name: '停顿 0.5s' }).elements().length, { timeout: 10_000 })
    .toBe(240);
  // A typed line is built in the render that brings it.
  await focusAtEnd();
  await userEvent.keyboard('{Enter}新');
  await expect.poll(() => getDocument(editor).lines.at(-1)).toEqual(['新']);
  expect(getDocument(editor).lines).toHaveLength(31);
  expect(window.document.querySelectorAll('[data-line-preview]')).toHaveLength(0);
});

test('a long script shows at once as it will look, and builds its nodes task by task without moving them; the cursor can go anywhere at once', async () => {
  const lines = Array.from({ length: 40 }, (_, i) => [
    `第${i}行`,
    createMultiVoice(voice, ['他说', pause, '好']),
    ...Array.from({ length: 5 }, () => [
      pause,
      '文字',
      { type: 'phoneme', text: '行', pinyin: 'hang', tone: 2 },
      '文字',
    ]).flat(),
  ]);
  const document = createDocument(lines as ScriptDocument['lines']);
  await render(<Counted document={document} />);
  // The mount builds no node: the first screenful is drawn as it looks, the rest as text.
  expect(firstCommit.built).toBe(0);
  expect(firstCommit.boxes.length).toBeGreaterThan(20);
  expect(page.getByRole('textbox', { name: '配音文案' }).element().textContent).toContain('第39行');

  await focusAtEnd();
  await userEvent.keyboard('尾');
  await expect.poll(() => getDocument(editor).lines[39]?.at(-1)).toBe('文字尾');
  await expect
    .poll(() => page.getByRole('button', { name: '停顿 0.5s' }).elements().length, { timeout: 10_000 })
    .toBe(240);
  expect(window.document.querySelectorAll('[data-line-preview]')).toHaveLength(0);
  // Built, each node is where it was drawn: nothing on the first screen moved.
  const built = nodeBoxes().slice(0, firstCommit.boxes.length);
  expect(built.map((box) => box.type)).toEqual(firstCommit.boxes.map((box) => box.type));
  for (const [i, box] of built.entries()) {
    const drawn = firstCommit.boxes[i] as (typeof built)[number];
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(box[side] - drawn[side])).toBeLessThan(0.5);
  }
});
