import type { Task, Work } from '@dubkit/sdk-core';
import { createCooldown, REFRESH_COOLDOWN_MS } from '@dubkit/sdk-core/studio';
import { media, useMediaQuery } from '@dubkit/ui';
import { useEffect, useState } from 'react';
import { useDubKit, useSession } from '../../provider';
import { useSnapshot } from '../../shared/useStore';
import { useStudioMessages } from '../copy';
import { apiUrl } from '../shared/url';
import {
  type CenterTab,
  canPlay,
  displayTitle,
  downloadUrl,
  draftPath,
  statusLabel,
  subtitleDownloads,
} from './creationCenterRules';
import { createCreationCenterStore } from './creationCenterStore';

export interface UseCreationCenterOptions {
  /** 0 voice-over tasks, 1 drafts; the host keeps it (e.g. in `?tab=`). */
  tab: CenterTab;
  onTabChange: (tab: CenterTab) => void;
}

/** The creation center's behaviour: the two lists, the refresh cooldown, opening and deleting drafts, the login. */
export function useCreationCenter({ tab, onTabChange }: UseCreationCenterOptions) {
  const { client, toaster, navigate, baseUrl, paths } = useDubKit();
  const messages = useStudioMessages();
  const { user, requireLogin } = useSession();
  const [store] = useState(() => createCreationCenterStore(client));
  const [cooldown] = useState(() => createCooldown(REFRESH_COOLDOWN_MS));
  useEffect(
    () => () => {
      store.dispose();
      cooldown.dispose();
    },
    [store, cooldown],
  );
  const tasks = useSnapshot(store.tasks);
  const drafts = useSnapshot(store.drafts);
  const { coolingDown } = useSnapshot(cooldown);
  const [deleting, setDeleting] = useState<Work | null>(null);
  const account = user?.username ?? null;
  const list = tab === 0 ? store.tasks : store.drafts;
  // Up to a phone's width each task and draft is a card: a table's last columns, its actions, would be off-screen.
  const layout: 'table' | 'cards' = useMediaQuery(media.mobile) ? 'cards' : 'table';

  // A visitor is warned and asked to log in; the lists load for whoever is signed in.
  useEffect(() => {
    if (account !== null) return;
    toaster.warning(messages.loginRequired);
    requireLogin(() => {});
  }, [account, toaster, messages.loginRequired, requireLogin]);
  useEffect(() => {
    if (account !== null) void list.load();
  }, [account, list]);

  const labels = {
    queued: messages.centerStatusQueued,
    running: messages.centerStatusRunning,
    done: messages.centerStatusDone,
    failed: messages.centerStatusFailed,
    unknown: messages.centerStatusUnknown,
  };

  return {
    messages,
    signedIn: account !== null,
    login: () => requireLogin(() => {}),
    layout,
    tab,
    setTab: onTabChange,
    tasks,
    drafts,
    setPage: (page: number) => void list.setPage(page),
    retry: () => void list.load(),
    coolingDown,
    refresh: () => cooldown.trigger(() => void list.load()),
    taskView: (task: Task) => ({
      status: statusLabel(task, labels),
      playable: canPlay(task),
      src: apiUrl(task.filepath, baseUrl),
      download: downloadUrl(task.filepath, baseUrl),
      subtitles: subtitleDownloads(task, baseUrl),
      title: displayTitle(task.title),
    }),
    open: (work: Work) => navigate(draftPath(work, paths.creation)),
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: async () => {
      if (!deleting) return;
      await store.deleteDraft(deleting.workId);
      toaster.success(messages.centerDeleted);
    },
  };
}

export type CreationCenterState = ReturnType<typeof useCreationCenter>;
