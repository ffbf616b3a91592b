import type { AsrTask } from '@dubkit/sdk-core';
import { useState } from 'react';
import { useOpenInStudio } from '../../studio/handoff';
import { useToolsMessages } from '../copy';
import type { ReadMediaDuration } from './AsrInput/mediaDuration';

/** The three tabs of speech-to-text (spec part 2 §2). */
export type AsrTab = 'input' | 'tasks' | 'member';

export interface UseAsrToolOptions {
  defaultTab?: AsrTab;
  /** 送到配音 of a result: the edited sentences as SRT and the task's title; by default a new draft in the studio. */
  onSendToStudio?: (srt: string, title: string) => void;
  /** Reads a file's duration before upload; stories pass their own. */
  readDuration?: ReadMediaDuration;
  /** How often processing tasks and a shown payment QR are checked. */
  pollIntervalMs?: number;
}

/** Speech-to-text: the tab shown, and the finished task whose result the task tab shows instead of the list. */
export function useAsrTool({ defaultTab = 'input', onSendToStudio, ...options }: UseAsrToolOptions = {}) {
  const messages = useToolsMessages();
  const openInStudio = useOpenInStudio();
  const [tab, setTab] = useState<AsrTab>(defaultTab);
  const [result, setResult] = useState<AsrTask | null>(null);
  return {
    ...options,
    /** The studio's SRT import turns the sentences into lines and their gaps into pauses. */
    onSendToStudio:
      onSendToStudio ?? ((srt: string, title: string) => void openInStudio({ script: { kind: 'srt', srt, title } })),
    messages,
    tab,
    setTab: (next: AsrTab) => {
      setTab(next);
      if (next !== 'tasks') setResult(null);
    },
    result,
    openTasks: () => {
      setResult(null);
      setTab('tasks');
    },
    openMember: () => setTab('member'),
    viewResult: setResult,
    closeResult: () => setResult(null),
  };
}

export type AsrToolState = ReturnType<typeof useAsrTool>;
