// The smart tools (spec part 2 §2): the tools page, the tools layout and each tool's widget.
export * from './AiToolsLayout';
export * from './OcrTool';
export * from './ToolsMenu';
export * from './VideoExtract';
