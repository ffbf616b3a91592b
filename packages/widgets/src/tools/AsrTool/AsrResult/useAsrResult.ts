import type { AsrSentence, AsrTask, AsrTaskDetail } from '@dubkit/sdk-core';
import {
  editSentence,
  mergeSentences,
  speakerLabels,
  splitSentence,
  toPlainText,
  toSrt,
  toVtt,
} from '@dubkit/sdk-core/speech-to-text';
import { useEffect, useRef, useState } from 'react';
import { useDubKit } from '../../../provider';
import { downloadText, timestampedName } from '../../../shared/download';
import { useRemote } from '../../../shared/useRemote';
import { useToolsMessages } from '../../copy';

/** The export dialog's tabs: plain text and SRT subtitles. */
export type AsrExportTab = 'text' | 'srt';

export interface UseAsrResultOptions {
  /** The finished task whose result is shown. */
  task: Pick<AsrTask, 'taskCode' | 'taskTitle'>;
  /** 返回 to the task list. */
  onBack?: () => void;
  /** 送到配音: the edited sentences as SRT and the task's title (absent: no button). */
  onSendToStudio?: (srt: string, title: string) => void;
}

/** The title without the file's extension, for export names and the studio draft. */
const baseTitle = (title: string) => title.replace(/\.[^.]+$/, '') || title;

/**
 * The result of a task (spec part 2 §2): its sentences with their times, edited before export (fix a word, merge with
 * the next, split at the caret; sdk-core's `subtitles` rules), copy, and the export dialog with plain text and SRT
 * tabs and .txt / .srt / .vtt downloads.
 */
export function useAsrResult({ task, onBack, onSendToStudio }: UseAsrResultOptions) {
  const { client } = useDubKit();
  const messages = useToolsMessages();
  const detail = useRemote<AsrTaskDetail>(`asr-result:${task.taskCode}`, (signal) =>
    client.tools.asrTaskDetails({ taskCode: task.taskCode }, { signal, handled: true }),
  );
  const [sentences, setSentences] = useState<AsrSentence[]>([]);
  useEffect(() => {
    setSentences(detail.data?.result?.sentences ?? []);
  }, [detail.data]);
  const fields = useRef(new Map<number, HTMLTextAreaElement>());
  const [exportOpen, setExportOpen] = useState(false);
  const [exportTab, setExportTab] = useState<AsrExportTab>('text');
  const title = baseTitle(task.taskTitle);
  const name = (extension: string) => timestampedName(`${title}-${messages.asrExportName}`, extension);
  const plainText = toPlainText(sentences);
  const srt = toSrt(sentences);

  return {
    messages,
    title: task.taskTitle,
    status: detail.status,
    failure: detail.status === 'error' ? (detail.error instanceof Error ? detail.error.message : '') : null,
    reload: detail.reload,
    sentences,
    speakers: speakerLabels(sentences),
    /** Registers sentence `index`'s text field, whose caret a split uses. */
    field: (index: number) => (element: HTMLTextAreaElement | null) => {
      if (element) fields.current.set(index, element);
      else fields.current.delete(index);
    },
    edit: (index: number, text: string) => setSentences((list) => editSentence(list, index, text)),
    merge: (index: number) => setSentences((list) => mergeSentences(list, index)),
    /** Splits sentence `index` where its field's caret is; the second part's field takes the focus. */
    split: (index: number) => {
      const element = fields.current.get(index);
      if (!element) return;
      const caret = element.selectionStart;
      setSentences((list) => splitSentence(list, index, caret));
      requestAnimationFrame(() => {
        const next = fields.current.get(index + 1);
        next?.focus();
        next?.setSelectionRange(0, 0);
      });
    },
    back: () => onBack?.(),
    plainText,
    srt,
    exportOpen,
    openExport: () => setExportOpen(true),
    closeExport: () => {
      setExportOpen(false);
      setExportTab('text');
    },
    exportTab,
    setExportTab,
    exportTxt: () => downloadText(plainText, name('txt')),
    exportSrt: () => downloadText(srt, name('srt')),
    exportVtt: () => downloadText(toVtt(sentences), name('vtt')),
    sendToStudio: onSendToStudio ? () => onSendToStudio(srt, title) : null,
    copyMessages: {
      success: messages.copySucceeded,
      fallback: messages.copyFallback,
      failure: messages.copyFailed,
      empty: messages.copyEmpty,
    },
  };
}

export type AsrResultState = ReturnType<typeof useAsrResult>;
