export { AsrInput, type AsrInputProps, AsrInputView, type AsrInputViewProps } from './AsrInput/AsrInput';
export {
  ASR_MINUTES_EXCEEDED_CODE,
  type AsrFailureKind,
  type AsrInputPhase,
  type AsrInputSnapshot,
  type AsrInputStore,
  type AsrSource,
  createAsrInputStore,
} from './AsrInput/asrInputStore';
export { type ReadMediaDuration, readMediaDuration } from './AsrInput/mediaDuration';
export { type AsrInputState, type UseAsrInputOptions, useAsrInput } from './AsrInput/useAsrInput';
export {
  AsrMemberCenter,
  type AsrMemberCenterProps,
  AsrMemberCenterView,
  type AsrMemberCenterViewProps,
} from './AsrMemberCenter/AsrMemberCenter';
export { type AsrMemberState, asrMemberMinutes, asrMemberState } from './AsrMemberCenter/memberState';
export {
  type AsrMemberCenterState,
  type UseAsrMemberCenterOptions,
  useAsrMemberCenter,
} from './AsrMemberCenter/useAsrMemberCenter';
export { AsrResult, type AsrResultProps, AsrResultView, type AsrResultViewProps } from './AsrResult/AsrResult';
export {
  type AsrExportTab,
  type AsrResultState,
  type UseAsrResultOptions,
  useAsrResult,
} from './AsrResult/useAsrResult';
export {
  AsrTaskList,
  type AsrTaskListProps,
  AsrTaskListView,
  type AsrTaskListViewProps,
} from './AsrTaskList/AsrTaskList';
export { type AsrTaskTone, asrTaskTone } from './AsrTaskList/taskStatus';
export {
  ASR_TASK_POLL_MS,
  type AsrTaskListState,
  type UseAsrTaskListOptions,
  useAsrTaskList,
} from './AsrTaskList/useAsrTaskList';
export { AsrTool, type AsrToolProps, AsrToolView, type AsrToolViewProps } from './AsrTool';
export { type AsrTab, type AsrToolState, type UseAsrToolOptions, useAsrTool } from './useAsrTool';
