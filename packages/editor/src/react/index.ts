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
