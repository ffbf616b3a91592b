// The smart tools (spec part 2 §2): the tools page, the tools layout and each tool's widget.

export type {
  AiToolsLayoutProps,
  AiToolsLayoutState,
  AiToolsLayoutViewProps,
  UseAiToolsLayoutOptions,
} from './AiToolsLayout';
export { AiToolsLayout, AiToolsLayoutView, useAiToolsLayout } from './AiToolsLayout';
export type { AsrTab, AsrToolProps, UseAsrToolOptions } from './AsrTool';
export { AsrTool } from './AsrTool';
export type {
  AudioExtractProps,
  AudioExtractState,
  AudioExtractViewProps,
  UseAudioExtractOptions,
} from './AudioExtract';
export { AudioExtract, AudioExtractView, useAudioExtract } from './AudioExtract';
export type {
  BlobDownloadProps,
  BlobDownloadState,
  BlobDownloadViewProps,
  UseBlobDownloadOptions,
} from './BlobDownload';
export { BlobDownload, BlobDownloadView, useBlobDownload } from './BlobDownload';
export { type ToolsCopy, useToolsMessages } from './copy';
export type { OcrToolProps, OcrToolState, OcrToolViewProps, OcrType } from './OcrTool';
export { OcrTool, OcrToolView, useOcrTool } from './OcrTool';
export type { ToolEntry, ToolKey } from './shared/toolLinks';
export { isCurrentTool, LAYOUT_TOOLS, MENU_TOOLS } from './shared/toolLinks';
export type { ToolsMenuProps, ToolsMenuState, ToolsMenuViewProps, UseToolsMenuOptions } from './ToolsMenu';
export { ToolsMenu, ToolsMenuView, useToolsMenu } from './ToolsMenu';
export type { VideoExtractProps, VideoExtractState, VideoExtractViewProps } from './VideoExtract';
export { useVideoExtract, VideoExtract, VideoExtractView } from './VideoExtract';
