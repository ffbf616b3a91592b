// The smart tools (spec part 2 §2): the tools page, the tools layout and each tool's widget.
export * from './AiToolsLayout';
export * from './AsrTool';
export * from './AudioExtract';
export * from './BlobDownload';
export * from './OcrTool';
export { isCurrentTool, LAYOUT_TOOLS, MENU_TOOLS, type ToolEntry, type ToolKey } from './shared/toolLinks';
export * from './ToolsMenu';
export * from './VideoExtract';
