export { OcrTool, type OcrToolProps, OcrToolView, type OcrToolViewProps } from './OcrTool';
export { type ClipboardLike, fileFromClipboard, type OcrType, ocrUploadName } from './ocrRules';
export {
  createOcrStore,
  type OcrFailureStage,
  type OcrOutcome,
  type OcrPhase,
  type OcrSnapshot,
  type OcrStore,
} from './ocrStore';
export { type OcrToolState, useOcrTool } from './useOcrTool';
