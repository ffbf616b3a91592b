/**
 * The editor benchmark's page (driven by bench/editor.ts): mounts the script editor on an 8,000-character script with
 * 1,000 inline nodes, or a bare slate-react editor on the same text, and times keystrokes to the next paint.
 */
import { countLength, plainText } from '@dubkit/sdk-core/markup';
import { DubKitThemeProvider } from '@dubkit/ui';
import { type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createEditor, type Descendant, Editor, Transforms } from 'slate';
import { Editable, ReactEditor, Slate, withReact } from 'slate-react';
import { benchScript } from '../../../bench/script';
import { getContent } from '../src/lib';
import { createScriptReactEditor, ScriptEditor } from '../src/react';

/** Resolves after the browser has painted the current frame: a task queued from a frame callback runs after it. */
const nextPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

const doc = benchScript(8000, 1000);
const container = document.getElementById('root') as HTMLElement;
let focusMiddle = () => {};
let serialize = () => '';

async function mount(view: ReactNode): Promise<number> {
  const start = performance.now();
  await new Promise<void>((resolve) =>
    createRoot(container).render(
      <DubKitThemeProvider>
        <Committed onCommit={resolve}>{view}</Committed>
      </DubKitThemeProvider>,
    ),
  );
  return (await nextPaint()) - start;
}

function mountScript(): Promise<number> {
  const editor = createScriptReactEditor({ document: doc });
  focusMiddle = () => {
    const line = Math.floor(editor.children.length / 2);
    Transforms.select(editor, Editor.start(editor, [line]));
    ReactEditor.focus(editor);
  };
  serialize = () => getContent(editor);
  return mount(<ScriptEditor editor={editor} />);
}

function mountBare(): Promise<number> {
  const editor = withReact(createEditor());
  const value = plainText(doc)
    .split('\n')
    .map((text) => ({ children: [{ text }] }) as Descendant);
  focusMiddle = () => {
    Transforms.select(editor, Editor.start(editor, [Math.floor(value.length / 2)]));
    ReactEditor.focus(editor);
  };
  return mount(
    <Slate editor={editor} initialValue={value}>
      {/* Spell checking is off in the script editor too: the comparison is of the editors, not of the checker. */}
      <Editable spellCheck={false} style={{ minHeight: 160, padding: 12, lineHeight: 2 }} />
    </Slate>,
  );
}

/** Per keystroke: ms from the key event to the next paint. */
const keystrokes: number[] = [];
document.addEventListener(
  'keydown',
  (event) => {
    nextPaint().then((painted) => keystrokes.push(painted - event.timeStamp));
  },
  { capture: true },
);

function timeSerialize(runs: number) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    bytes = serialize().length;
    times.push(performance.now() - start);
  }
  return { times, characters: bytes };
}

Object.assign(window, {
  bench: {
    nodes: doc.lines.flat().filter((item) => typeof item !== 'string').length,
    length: countLength(doc),
    mountScript,
    mountBare,
    focusMiddle: () => focusMiddle(),
    keystrokes,
    timeSerialize,
  },
});
