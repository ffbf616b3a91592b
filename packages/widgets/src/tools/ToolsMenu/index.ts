export { ToolsMenu, type ToolsMenuProps, ToolsMenuView, type ToolsMenuViewProps } from './ToolsMenu';
export { type ToolCard, type ToolsMenuState, type UseToolsMenuOptions, useToolsMenu } from './useToolsMenu';
