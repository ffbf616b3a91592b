import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export interface FormattedText {
  text: string;
}

/** A pause: an inline void element carrying its length in milliseconds. */
export interface PauseElement {
  type: 'pause';
  ms: number;
  children: [FormattedText];
}

export interface ParagraphElement {
  type: 'paragraph';
  children: Array<FormattedText | PauseElement>;
}

export type ScriptElement = ParagraphElement | PauseElement;
export type ScriptEditor = BaseEditor & HistoryEditor & Partial<Pick<ReactEditor, 'insertData'>>;

declare module 'slate' {
  interface CustomTypes {
    Editor: ScriptEditor;
    Element: ScriptElement;
    Text: FormattedText;
  }
}
