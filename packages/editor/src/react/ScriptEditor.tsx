import { type KeyboardEvent, useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Editor, type NodeEntry, Range, Transforms } from 'slate';
import { Editable, ReactEditor, type RenderLeafProps, type RenderPlaceholderProps, Slate } from 'slate-react';
import { auditionRange, rangeWithin } from '../lib/audition';
import type { FooterOptions } from '../lib/footer';
import { endComposition, startComposition } from '../lib/history';
import { nodeAtCursor } from '../lib/selection';
import type { InlineElement } from '../lib/types';
import { auditionPreviewStore } from './auditionPreview';
import { createOpenNodeStore, NodePopoverContext } from './context';
import { renderScriptElement } from './elements';
import { createLineFill, LineFillContext } from './lineFill';
import { NodePopover, type OpenNode, type VoiceReplaceRequest } from './NodePopover';
import { skipReactSelectionSnapshot } from './reactSelectionSnapshot';
import * as styles from './ScriptEditor.css';
import type { ScriptReactEditor } from './useScriptEditor';
import { useScriptFooter } from './useScriptFooter';

export interface ScriptEditorProps extends FooterOptions {
  editor: ScriptReactEditor;
  /** Accessible name of the text box; 配音文案 by default. */
  'aria-label'?: string;
  placeholder?: string;
  readOnly?: boolean;
  className?: string;
  /** After every change of the script (text, nodes or smart narration), e.g. to feed the draft store. */
  onChange?: () => void;
  /** Offers 更换主播 in a multi-voice segment's popover; the host picks the voice and calls `replace`. */
  onReplaceVoice?: (request: VoiceReplaceRequest) => void;
}

const isMod = (event: KeyboardEvent) => event.ctrlKey || event.metaKey;

/** A key that types a character (Space excepted: it presses the popover's buttons). */
const typesCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.altKey && !isMod(event);

/** Whether the focus is in the text (Slate's own flag outlives the focus moving into a node's popover). */
const textHasFocus = (editor: ScriptReactEditor) =>
  ReactEditor.findDocumentOrShadowRoot(editor).activeElement === ReactEditor.toDOMNode(editor, editor);

/** A field of a node's popover that takes typing itself (the custom pinyin, an alias). */
const takesTyping = (target: EventTarget) =>
  target instanceof Element &&
  target.matches('input:not([type=radio]):not([type=checkbox]), textarea, [contenteditable]');

/** Moves the cursor across the edge of an inline by one offset, so it can rest just inside or outside a wrapper. */
function stepAcrossInlineEdge(editor: ScriptReactEditor, event: KeyboardEvent): boolean {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection) || event.shiftKey || event.altKey || isMod(event)) return false;
  const reverse = event.key === 'ArrowLeft';
  if (!reverse && event.key !== 'ArrowRight') return false;
  const [text] = Editor.leaf(editor, selection.anchor);
  const atEdge = reverse ? selection.anchor.offset === 0 : selection.anchor.offset === text.text.length;
  const next = atEdge && Editor[reverse ? 'before' : 'after'](editor, selection.anchor, { unit: 'offset' });
  if (!next || Editor.void(editor, { at: next })) return false;
  Transforms.select(editor, next);
  return true;
}

const timeFormat = new Intl.DateTimeFormat('zh-CN', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

// Slate re-renders every node when a render function changes, so this one is made once.
const renderPlaceholder = ({ attributes, children }: RenderPlaceholderProps) => (
  // Slate fades its placeholder to a third; this one keeps readable contrast.
  <span {...attributes} style={{ ...attributes.style, opacity: 1 }} className={styles.placeholder}>
    {children}
  </span>
);

/** A run of text; the part 试听 would play is marked while its button is hovered or focused. */
const renderLeaf = ({ attributes, children, leaf }: RenderLeafProps) => {
  const previewed = (leaf as { auditionPreview?: boolean }).auditionPreview === true;
  return (
    <span
      {...attributes}
      className={previewed ? styles.auditionPreview : undefined}
      data-audition-preview={previewed || undefined}
    >
      {children}
    </span>
  );
};

/** The range 试听 would play while its preview is shown, followed through edits made meanwhile; else null. */
function useAuditionPreview(editor: ScriptReactEditor): Range | null {
  const preview = auditionPreviewStore(editor);
  const subscribe = useCallback(
    (listener: () => void) => {
      const stopPreview = preview.subscribe(listener);
      const stopEditor = editor.subscribe(listener);
      return () => {
        stopPreview();
        stopEditor();
      };
    },
    [editor, preview],
  );
  // Only while shown does the editor's version matter, so edits re-render nothing otherwise.
  const version = useSyncExternalStore(subscribe, () => (preview.get() ? editor.version : -1));
  return useMemo(() => (version < 0 ? null : auditionRange(editor)), [editor, version]);
}

function ScriptFooter({ editor, maxLength, autoSavedAt }: { editor: ScriptReactEditor } & FooterOptions) {
  const { messages } = editor;
  const footer = useScriptFooter(editor, { maxLength, autoSavedAt });
  return (
    <div className={styles.footer}>
      {footer.time && (
        <span data-kind={footer.time.kind}>
          {`${footer.time.kind === 'autoSaved' ? messages.autoSavedAt : messages.modifiedAt} ${timeFormat.format(footer.time.at)}`}
        </span>
      )}
      <span className={styles.length} data-over-limit={footer.overLimit || undefined}>
        <span aria-hidden="true">{`${footer.length}/${footer.maxLength}`}</span>
        <span className={styles.visuallyHidden}>{`${messages.length} ${footer.length}/${footer.maxLength}`}</span>
      </span>
    </div>
  );
}

/**
 * The script editor (spec part 2 §2): text with every speech-markup node, each opening its popover on click (or with
 * Alt+Enter at the cursor); Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z redo; the footer's length and time.
 */
export function ScriptEditor({
  editor,
  'aria-label': ariaLabel,
  placeholder,
  readOnly = false,
  className,
  maxLength,
  autoSavedAt,
  onChange,
  onReplaceVoice,
}: ScriptEditorProps) {
  const [open, setOpen] = useState<OpenNode | null>(null);
  const close = useCallback(() => {
    setOpen(null);
    ReactEditor.focus(editor);
  }, [editor]);
  const [openNodes] = useState(createOpenNodeStore);
  useLayoutEffect(() => openNodes.set(open?.element ?? null), [openNodes, open]);
  const popover = useMemo<NodePopoverContext>(
    () => ({
      messages: editor.messages,
      openNodes,
      openNode: (element: InlineElement, anchor: HTMLElement) => {
        if (!readOnly) setOpen({ element, anchor });
      },
    }),
    [editor, openNodes, readOnly],
  );

  const lines = useMemo(() => createLineFill(editor), [editor]);
  // After the children's effects, which queued the lines that wait.
  useLayoutEffect(() => lines.start(), [lines]);

  const previewed = useAuditionPreview(editor);
  const decorate = useCallback(
    (entry: NodeEntry) => rangeWithin(editor, previewed, entry).map((range) => ({ ...range, auditionPreview: true })),
    [editor, previewed],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isMod(event) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      if (event.shiftKey) editor.redo();
      else editor.undo();
      return;
    }
    if (event.altKey && event.key === 'Enter') {
      // The keyboard's way to a node's popover; a plain Enter starts a new line.
      event.preventDefault();
      const entry = nodeAtCursor(editor);
      if (entry) popover.openNode(entry[0], ReactEditor.toDOMNode(editor, entry[0]));
      return;
    }
    if (stepAcrossInlineEdge(editor, event)) event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it hears keys bubbling from the node popover's controls; it takes no input itself
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-read-only={readOnly || undefined}
      // Typing in a node's popover, outside its fields, goes on in the text just after the node: the popover closes
      // and the focus returns before the key's character is put in.
      onKeyDown={(event) => {
        if (open && typesCharacter(event) && !takesTyping(event.target) && !textHasFocus(editor)) close();
      }}
    >
      <NodePopoverContext.Provider value={popover}>
        <LineFillContext.Provider value={lines}>
          <Slate editor={editor} initialValue={editor.children} onValueChange={onChange}>
            <Editable
              ref={skipReactSelectionSnapshot}
              className={styles.editable}
              aria-label={ariaLabel ?? editor.messages.editorLabel}
              aria-keyshortcuts="Alt+Enter"
              placeholder={placeholder}
              readOnly={readOnly}
              // Pinyin, letters and numbers are all fine in a Chinese script; and the checker works on every key.
              spellCheck={false}
              renderElement={renderScriptElement}
              renderLeaf={renderLeaf}
              decorate={decorate}
              renderPlaceholder={renderPlaceholder}
              onKeyDown={onKeyDown}
              // While the focus is elsewhere (a node's popover), the browser would still edit the text where its
              // selection was left, behind Slate's back: what the page showed and the script would part.
              onDOMBeforeInput={(event) => {
                if (!textHasFocus(editor)) event.preventDefault();
              }}
              // A node's own click (which opens its popover) is not a click in the text for Slate to select.
              onClick={(event) => event.isDefaultPrevented()}
              onCompositionStart={() => startComposition(editor)}
              onCompositionEnd={() => endComposition(editor)}
            />
          </Slate>
        </LineFillContext.Provider>
        {open && <NodePopover editor={editor} open={open} onClose={close} onReplaceVoice={onReplaceVoice} />}
      </NodePopoverContext.Provider>
      <ScriptFooter editor={editor} maxLength={maxLength} autoSavedAt={autoSavedAt} />
    </div>
  );
}
