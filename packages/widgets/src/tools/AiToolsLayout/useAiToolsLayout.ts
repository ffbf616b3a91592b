import { useDubKit } from '../../provider';
import { useToolsMessages } from '../copy';
import { isCurrentTool, LAYOUT_TOOLS, type ToolKey } from '../shared/toolLinks';
import { useFollow } from '../shared/useFollow';

export interface UseAiToolsLayoutOptions {
  /** The path shown now (with or without its query), to mark the current tool. */
  currentPath: string;
}

export interface ToolMenuItem {
  key: ToolKey;
  label: string;
  to: string;
  current: boolean;
}

/** The tools layout's menu: every tool page at the site's paths, the one shown marked current. */
export function useAiToolsLayout({ currentPath }: UseAiToolsLayoutOptions) {
  const { paths } = useDubKit();
  const messages = useToolsMessages();
  const follow = useFollow();
  const items: ToolMenuItem[] = LAYOUT_TOOLS.map((tool) => ({
    key: tool.key,
    label: messages[tool.title],
    to: paths[tool.path],
    current: isCurrentTool(paths[tool.path], currentPath),
  }));
  return { messages, items, follow };
}

export type AiToolsLayoutState = ReturnType<typeof useAiToolsLayout>;
