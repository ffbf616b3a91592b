import type { Prosody, SayAsNode, SmartNarration, VoiceSelection } from '@dubkit/sdk-core/markup';
import type { BaseEditor, BaseSelection, Descendant } from 'slate';
import type { EditorMessages } from './messages';

/** A run of text; the script has no marks. */
export interface ScriptText {
  text: string;
}

/** The one empty text a void node holds (Slate's rule); the node's own text is a property. */
export type VoidChildren = [{ text: '' }];

/**
 * The text a node was made from is kept as `original` (not `text`, which would make Slate take the element for a
 * text node); removing the node gives it back.
 */
export interface PauseElement {
  type: 'pause';
  ms: number;
  children: VoidChildren;
}

/** An imported subtitle's slot (ms from the start of the audio); the text up to the next cue is fitted into it. */
export interface CueElement {
  type: 'cue';
  startMs: number;
  endMs: number;
  children: VoidChildren;
}

export interface PhonemeElement {
  type: 'phoneme';
  original: string;
  pinyin: string;
  tone: number;
  children: VoidChildren;
}

export interface ContinuousElement {
  type: 'continuous';
  original: string;
  children: VoidChildren;
}

export interface AliasElement {
  type: 'alias';
  original: string;
  alias: string;
  children: VoidChildren;
}

export interface NumberAliasElement {
  type: 'numberAlias';
  original: string;
  /** The reading's name, e.g. 年份. */
  name: string;
  /** The Chinese text read aloud. */
  value: string;
  children: VoidChildren;
}

export interface SayAsElement {
  type: 'sayAs';
  original: string;
  interpretAs: SayAsNode['interpretAs'];
  children: VoidChildren;
}

export interface SoundEffectElement {
  type: 'soundEffect';
  name: string;
  filepath: string;
  /** Seconds. */
  duration: number;
  children: VoidChildren;
}

/** Leaf nodes: inline voids the creator edits through their popover, never by typing into them. */
export type LeafElement =
  | PauseElement
  | CueElement
  | PhonemeElement
  | ContinuousElement
  | AliasElement
  | NumberAliasElement
  | SayAsElement
  | SoundEffectElement;

/** What a wrapper holds: text and leaf nodes, never another wrapper. */
export type SegmentChild = ScriptText | LeafElement;

/** Text spoken by another anchor (多主播): an editable inline wrapper. */
export interface MultiVoiceElement extends VoiceSelection {
  type: 'multiVoice';
  children: SegmentChild[];
}

/** Text spoken with its own pitch, speed and volume (局部调节): an editable inline wrapper. */
export interface LocalProsodyElement extends Prosody {
  type: 'localProsody';
  children: SegmentChild[];
}

export type WrapperElement = MultiVoiceElement | LocalProsodyElement;
export type InlineElement = LeafElement | WrapperElement;
export type LineChild = ScriptText | InlineElement;

/** One line of the script (a newline separates lines). */
export interface LineElement {
  type: 'line';
  children: LineChild[];
}

export type ScriptElement = LineElement | InlineElement;
export type ScriptNodeType = InlineElement['type'];

/** The editor's state at one point of its history. */
export interface Snapshot {
  children: Descendant[];
  selection: BaseSelection;
  narration: SmartNarration;
}

export interface ScriptHistory {
  snapshots: Snapshot[];
  /** The snapshot the editor shows; those after it are the redo tail. */
  index: number;
  /** An input method is composing: its changes are recorded when it ends. */
  composing: boolean;
}

/** What the script editor adds to a Slate editor. */
export interface ScriptEditorFields {
  /** Smart narration (标点停顿), a setting of the document rather than of its text. */
  narration: SmartNarration;
  /** The spec's tooltip and warning texts; a partner may override them. */
  messages: EditorMessages;
  history: ScriptHistory;
  undo(): void;
  redo(): void;
  /** Time (ms since the epoch) of the last change to the content, or null when unchanged since loading. */
  modifiedAt: number | null;
  /** Bumped on every change, content or selection. */
  version: number;
  /** Called after every change, content or selection. */
  subscribe(listener: () => void): () => void;
}

export type HeadlessScriptEditor = BaseEditor & ScriptEditorFields;

declare module 'slate' {
  interface CustomTypes {
    Editor: HeadlessScriptEditor;
    Element: ScriptElement;
    Text: ScriptText;
  }
}
