export { canInsertPause, createScriptEditor, insertPause, withScriptNodes } from './editor';
export type { FormattedText, ParagraphElement, PauseElement, ScriptEditor, ScriptElement } from './types';
