/**
 * The editor benchmark's page (driven by bench/editor.ts): mounts the script editor on an 8,000-character script with
 * 1,000 inline nodes, or a bare slate-react editor on the same text, and times keystrokes to the next paint.
 */
import {
  countLength,
  createAlias,
  createContinuous,
  createDocument,
  createLocalProsody,
  createMultiVoice,
  createNumberAlias,
  createPause,
  createPhoneme,
  createSayAs,
  createSoundEffect,
  type Inline,
  type Line,
  plainText,
  type ScriptDocument,
} from '@dubkit/sdk-core';
import { DubKitThemeProvider } from '@dubkit/ui';
import { type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createEditor, type Descendant, Editor, Transforms } from 'slate';
import { Editable, ReactEditor, Slate, withReact } from 'slate-react';
import { createScriptReactEditor, getContent, ScriptEditor } from '../src';

const SENTENCE = '今天我们来聊一聊人工智能配音，它让每个创作者都能拥有自己的声音。';
const VOICE = {
  anchorId: 1024,
  anchorName: '晓晓',
  templateId: 7,
  templateName: '温柔',
  pitch: 10,
  speed: 1.1,
  volume: 90,
};

/** The i-th node, cycling through every kind; those with text take it from the script. */
function node(i: number, take: (n: number) => string): Inline {
  switch (i % 10) {
    case 0:
      return createPause(500);
    case 1:
      return createPhoneme(take(1), 'hang', 2);
    case 2:
      return createContinuous(take(3));
    case 3:
      return createAlias(take(2), '世界卫生组织');
    case 4:
      return createNumberAlias('2026', { name: '年份', value: '二零二六' });
    case 5:
      return createSayAs('NBA', 'characters');
    case 6:
      return createSoundEffect({ name: '掌声', filepath: '/sounds/applause.mp3', duration: 3.5 });
    case 7:
      return createMultiVoice({ ...VOICE, role: { name: '女孩', value: 'Girl' } }, [
        take(6),
        createPause(200),
        take(4),
      ]);
    case 8:
      return createLocalProsody({ pitch: -50, speed: 0.8, volume: 60 }, [take(8)]);
    default:
      return createPause(1000);
  }
}

/** `characters` characters in lines of 20 nodes, `nodes` inline nodes spread evenly (as bench/markup.ts). */
function script(characters: number, nodes: number): ScriptDocument {
  let cursor = 0;
  const take = (n: number) => {
    let text = '';
    for (let k = 0; k < n; k++) text += SENTENCE[cursor++ % SENTENCE.length];
    return text;
  };
  const inline = Array.from({ length: nodes }, (_, i) => node(i, take));
  const between = characters - countLength(createDocument([inline]));
  const lines: Line[] = [];
  let line: Line = [];
  inline.forEach((item, i) => {
    line.push(take(Math.floor(((i + 1) * between) / nodes) - Math.floor((i * between) / nodes)), item);
    if (line.length >= 40) {
      lines.push(line);
      line = [];
    }
  });
  lines.push(line);
  return createDocument(lines);
}

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

const doc = script(8000, 1000);
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
