import type { Page, Sample, Scene } from '@dubkit/sdk-core';
import { SAMPLE_PAGE_SIZE } from '@dubkit/sdk-core/samples';
import { useMemo, useRef, useState } from 'react';
import { useSampleError } from '../../anchors/useSampleError';
import { useDubKit, useSession } from '../../provider';
import { useRemote } from '../../shared/useRemote';
import { useOpenInStudio } from '../../studio/handoff';
import { apiUrl } from '../../studio/shared/url';
import { useSampleMessages } from '../copy';

/** Scene 0 is every sample, most played first (the 全部 tab). */
export const ALL_SCENES = 0;

export interface UseSampleGalleryOptions {
  /** The scene shown first; 全部 by default. */
  defaultSceneId?: number;
}

/**
 * The samples page: scene tabs, twenty samples a page, the opened sample, and the hot reports (1 when a sample
 * first plays, 2 on 去配音, which leads to the creation page with the sample's voice and text).
 */
export function useSampleGallery({ defaultSceneId = ALL_SCENES }: UseSampleGalleryOptions = {}) {
  const { client, baseUrl } = useDubKit();
  const messages = useSampleMessages();
  const session = useSession();
  const sampleError = useSampleError();
  const openInStudio = useOpenInStudio();
  const [view, setView] = useState({ sceneId: defaultSceneId, page: 1 });
  const [opened, setOpened] = useState<Sample | null>(null);
  const scenes = useRemote<Scene[]>('scenes', () => client.samples.scenes());
  const samples = useRemote<Page<Sample>>(
    `${view.sceneId}:${view.page}`,
    (signal) =>
      client.samples.search({ sceneId: view.sceneId, page: view.page, pageSize: SAMPLE_PAGE_SIZE }, { signal }),
    { keepPrevious: true },
  );
  // The server counts a visitor once a day anyway; this spares it the repeats of one visit.
  const reported = useRef(new Set<string>());
  const report = (id: number, event: 1 | 2) => {
    const key = `${id}:${event}`;
    if (reported.current.has(key)) return;
    reported.current.add(key);
    // A lost report is not the visitor's concern: no toast.
    client.samples.report({ id, event }, { handled: true }).catch(() => reported.current.delete(key));
  };

  const total = samples.data?.total ?? 0;
  // The server's media paths are relative to it, which is another origin on a partner's site.
  const list = useMemo(
    () =>
      (samples.data?.list ?? []).map((sample) => ({
        ...sample,
        anchorAvatar: sample.anchorAvatar && apiUrl(sample.anchorAvatar, baseUrl),
        templateAudio: apiUrl(sample.templateAudio, baseUrl),
      })),
    [samples.data, baseUrl],
  );
  const tabs = [
    { key: ALL_SCENES, label: messages.sampleSceneAll },
    ...(scenes.data ?? []).map((scene) => ({ key: scene.id, label: scene.name })),
  ];

  return {
    messages,
    sampleError,
    tabs,
    sceneId: view.sceneId,
    setScene: (sceneId: number) => setView({ sceneId, page: 1 }),
    page: view.page,
    pages: Math.ceil(total / SAMPLE_PAGE_SIZE),
    setPage: (page: number) => setView((current) => ({ ...current, page })),
    status: samples.status,
    /** The first page of a scene is on its way: nothing to show yet. */
    firstLoad: samples.status === 'loading' && !samples.data,
    samples: list,
    reload: () => {
      scenes.reload();
      samples.reload();
    },
    opened,
    open: setOpened,
    close: () => setOpened(null),
    /** A sample started playing (audition). */
    played: (sample: Sample) => report(sample.id, 1),
    /** 去配音: a visitor logs in first, then the creation page opens with the sample's voice and text. */
    use: (sample: Sample) =>
      session.requireLogin(() => {
        report(sample.id, 2);
        // A host may open the studio on the same page (a partner's): the dialog must not stay over it.
        setOpened(null);
        void openInStudio({
          anchorType: 0,
          anchorId: sample.anchorId,
          templateId: sample.templateId,
          script: { kind: 'text', text: sample.templateText, title: sample.name },
        });
      }),
  };
}

export type SampleGalleryState = ReturnType<typeof useSampleGallery>;
