import { useState } from 'react';
import { useDubKit } from '../../provider';
import { type ToolsCopy, useToolsMessages } from '../copy';
import { MENU_TOOLS, type ToolKey } from '../shared/toolLinks';
import { useFollow } from '../shared/useFollow';

export interface UseToolsMenuOptions {
  /** What the teleprompter's app download code encodes; the site's download page by default. */
  appDownloadUrl?: string;
}

export interface ToolCard {
  key: ToolKey;
  title: string;
  description: string;
  to: string;
}

const DESCRIPTIONS: Partial<Record<ToolKey, keyof ToolsCopy>> = {
  videoExtract: 'toolVideoExtractDesc',
  asr: 'toolAsrDesc',
  rewrite: 'toolRewriteDesc',
  ocr: 'toolOcrDesc',
  audioExtract: 'toolAudioExtractDesc',
};

const absolute = (path: string) =>
  typeof window === 'undefined' ? path : new URL(path, window.location.href).toString();

/** The tools page: a card per tool leading to its page, and the teleprompter's app download dialog. */
export function useToolsMenu({ appDownloadUrl }: UseToolsMenuOptions = {}) {
  const { paths } = useDubKit();
  const messages = useToolsMessages();
  const follow = useFollow();
  const [appDialogOpen, setAppDialogOpen] = useState(false);
  const tools: ToolCard[] = MENU_TOOLS.map((tool) => ({
    key: tool.key,
    title: messages[tool.title],
    description: messages[DESCRIPTIONS[tool.key] ?? tool.title],
    to: paths[tool.path],
  }));
  return {
    messages,
    tools,
    follow,
    appDownloadUrl: appDownloadUrl ?? absolute(paths.download),
    appDialogOpen,
    setAppDialogOpen,
  };
}

export type ToolsMenuState = ReturnType<typeof useToolsMenu>;
