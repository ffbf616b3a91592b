import { type DrawTask, userFacingMessage } from '@dubkit/sdk-core';
import { useCallback, useEffect, useState } from 'react';
import { useDubKit } from '../../provider';
import { type SaveBlob, saveBlob } from '../../shared/download';
import { useOwnStore } from '../../shared/useStore';
import { useDrawMessages } from '../copy';
import { createDrawWorksStore, type DrawWorksOptions, type DrawWorksStore } from './drawWorksStore';

export interface UseDrawWorksOptions extends DrawWorksOptions {
  /** How a picture is saved; stories pass a spy. */
  save?: SaveBlob;
}

/** The picture open in the large view. */
export interface DrawViewing {
  task: DrawTask;
  index: number;
}

const extensionOf = (url: string, type: string) =>
  type === 'image/jpeg' || /\.jpe?g(\?|$)/i.test(url) ? 'jpg' : type === 'image/webp' ? 'webp' : 'png';

/**
 * My works: pages loaded as the end scrolls near, tasks in progress checked while the page is visible, refresh, regenerate,
 * delete after the spec's confirm, and the large view of a picture with its download.
 */
export function useDrawWorks({ save = saveBlob, ...options }: UseDrawWorksOptions = {}) {
  const { client, toaster, fetch } = useDubKit();
  const messages = useDrawMessages();
  const [store, snapshot] = useOwnStore(
    () => createDrawWorksStore(client, options),
    (own) => own.dispose(),
  );
  const [deleting, setDeleting] = useState<string | null>(null);
  const [viewing, setViewing] = useState<DrawViewing | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [revealed, setRevealed] = useState<string | null>(null);

  useEffect(() => {
    void store.loadMore();
    store.startPolling();
  }, [store]);

  const download = useCallback(async () => {
    if (!viewing) return;
    const url = viewing.task.imageList[viewing.index]?.url;
    if (!url) return;
    setDownloading(true);
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      save(
        blob,
        `${messages.drawDownloadName}-${viewing.task.taskCode}-${viewing.index + 1}.${extensionOf(url, blob.type)}`,
      );
    } catch (error) {
      toaster.error(userFacingMessage(error, messages.drawDownloadFailed));
    } finally {
      setDownloading(false);
    }
  }, [viewing, fetch, save, messages, toaster]);

  return {
    messages,
    ...snapshot,
    store: store as DrawWorksStore,
    loadMore: store.loadMore,
    retry: () => void store.retry(),
    /** A task just created goes to the top and is scrolled into view, its progress showing. */
    prepend: (task: DrawTask) => {
      store.prepend(task);
      setRevealed(task.taskCode);
    },
    /** The task last put at the top by `prepend`, to bring into view. */
    revealed,
    refresh: store.refresh,
    regenerate: store.regenerate,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: async () => {
      if (!deleting) return;
      const removed = await store.remove(deleting);
      if (removed) toaster.success(messages.deleted);
    },
    viewing,
    view: (task: DrawTask, index: number) => setViewing({ task, index }),
    closeView: () => setViewing(null),
    downloading,
    download,
  };
}

export type DrawWorksState = ReturnType<typeof useDrawWorks>;
