// `@dubkit/editor/react`: the editable, its popovers, toolbar and footer hooks, over the headless root entry.
export type { VoiceReplaceRequest } from './NodePopover';
export { ScriptEditor, type ScriptEditorProps } from './ScriptEditor';
export { createScriptReactEditor, type ScriptReactEditor, useScriptEditor } from './useScriptEditor';
export { useScriptFooter } from './useScriptFooter';
export {
  type AuditionAction,
  type ScriptToolbar,
  type ScriptToolbarOptions,
  type ToolbarAction,
  useScriptToolbar,
} from './useScriptToolbar';
