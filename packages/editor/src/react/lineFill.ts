import { createContext, useContext } from 'react';
import { flushSync } from 'react-dom';
import { type Descendant, type Point, Range } from 'slate';
import type { Key } from 'slate-dom';
import { ReactEditor } from 'slate-react';
import type { ScriptReactEditor } from './useScriptEditor';

/**
 * New lines of up to this many children (texts and nodes) in all are built in the render that brings them: a short
 * script's mount, a typed line, a short paste. Slate's and the nodes' machinery costs ~0.3 ms a child (a 1,000-node
 * script took ~400 ms in one task), so more new lines at once (a long script's mount, a draft opened, subtitles
 * imported) build only the cursor's line: the first of the others, up to a screenful of a dense script, are drawn in
 * plain elements as they will look, the rest as text, and all are built after the next paint, task by task, in order.
 */
const BUILT_AT_ONCE_CHILDREN = 40;
const DRAWN_CHILDREN = 200;

const childCount = (element: Descendant) => ('children' in element ? element.children.length : 1);

/** How a line first appears: built (editable, its nodes live), drawn as it looks, or as its text. */
export type LineLook = 'built' | 'preview' | 'text';

/** How long one task of the filling builds lines, before it lets the browser paint and handle input. */
const FILL_TASK_MS = 20;

const lineOf = (point: Point) => point.path[0] ?? 0;

/** Which lines of a `<ScriptEditor>` wait to be built, and the tasks that build them, the cursor's first. */
export interface LineFill {
  /** How a line rendered for the first time appears: built when few new lines come at once or it has the cursor. */
  firstLook: (element: Descendant) => LineLook;
  /** Queues a line that waits (by its React key, which Slate keeps across edits of the line); returns its removal. */
  wait: (element: Descendant, build: () => void) => () => void;
  /** After the mount's commit: the waiting lines are built task by task, those with the cursor at once. */
  start: () => () => void;
}

export function createLineFill(editor: ScriptReactEditor): LineFill {
  let started = false;
  // The new lines of one render: whether they are few, and the children of those seen so far.
  let wave: { few: boolean; counted: number } | null = null;
  const rendered = new WeakSet<Key>();
  // A line's first render may run twice (strict mode), and is answered the same both times.
  const decided = new WeakMap<Descendant, LineLook>();
  const pending = new Map<Key, () => void>();
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Each task of the filling comes after a paint: the mount's first, then what the previous task built.
  const afterPaint = (task: () => void) => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(task, 0);
    });
  };

  const build = (key: Key) => {
    const line = pending.get(key);
    if (!line) return;
    pending.delete(key);
    flushSync(line);
  };

  const step = () => {
    const until = performance.now() + FILL_TASK_MS;
    for (const key of pending.keys()) {
      build(key);
      if (performance.now() > until) break;
    }
    if (pending.size) afterPaint(step);
  };

  // Built at once: Slate (and ReactEditor.focus) put the DOM selection where the cursor is right after the change.
  const buildSelected = () => {
    const { selection } = editor;
    if (!pending.size || !selection) return;
    const [start, end] = Range.edges(selection);
    for (const line of editor.children.slice(lineOf(start), lineOf(end) + 1)) {
      build(ReactEditor.findKey(editor, line));
    }
  };

  return {
    firstLook: (element) => {
      const known = decided.get(element);
      if (known !== undefined) return known;
      if (!wave) {
        let fresh = 0;
        for (const line of editor.children)
          if (!rendered.has(ReactEditor.findKey(editor, line))) fresh += childCount(line);
        wave = { few: fresh <= BUILT_AT_ONCE_CHILDREN, counted: 0 };
        // A render's lines are all rendered in one task: the next render counts its own.
        queueMicrotask(() => {
          wave = null;
        });
      }
      rendered.add(ReactEditor.findKey(editor, element));
      const { selection } = editor;
      const index = ReactEditor.findPath(editor, element)[0] ?? 0;
      const holdsCursor =
        selection !== null && index >= lineOf(Range.start(selection)) && index <= lineOf(Range.end(selection));
      const look: LineLook = wave.few || holdsCursor ? 'built' : wave.counted < DRAWN_CHILDREN ? 'preview' : 'text';
      wave.counted += childCount(element);
      decided.set(element, look);
      return look;
    },
    wait: (element, line) => {
      const key = ReactEditor.findKey(editor, element);
      if (started && !pending.size) afterPaint(step);
      pending.set(key, line);
      return () => pending.delete(key);
    },
    start: () => {
      started = true;
      const unsubscribe = editor.subscribe(buildSelected);
      if (pending.size) afterPaint(step);
      return () => {
        unsubscribe();
        if (frame !== undefined) cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    },
  };
}

export const LineFillContext = createContext<LineFill | null>(null);

export function useLineFill(): LineFill {
  const fill = useContext(LineFillContext);
  if (!fill) throw new Error('Script lines render inside <ScriptEditor>.');
  return fill;
}
