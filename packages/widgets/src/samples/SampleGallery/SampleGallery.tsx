import { Button, Empty, Pagination, Skeleton, Tabs } from '@dubkit/ui';
import { useRef } from 'react';
import { SampleCard } from './SampleCard';
import { SampleDetailDialog } from './SampleDetailDialog';
import * as styles from './SampleGallery.css';
import { type SampleGalleryState, type UseSampleGalleryOptions, useSampleGallery } from './useSampleGallery';

export interface SampleGalleryProps extends UseSampleGalleryOptions {
  className?: string;
  /** Makes the players' media elements (stories and tests); reporting Audio elements by default. */
  createMedia?: () => HTMLMediaElement;
}

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** The AI samples page (/samples): scene tabs, 20 sample cards a page, 4 a row, with players, a detail and 去配音. */
export function SampleGallery({ className, createMedia, ...options }: SampleGalleryProps) {
  const gallery = useSampleGallery(options);
  return <SampleGalleryView {...gallery} className={className} createMedia={createMedia} />;
}

export interface SampleGalleryViewProps extends SampleGalleryState {
  className?: string;
  createMedia?: () => HTMLMediaElement;
}

/** The gallery's view: its copy, scenes, page of samples and actions come from useSampleGallery. */
export function SampleGalleryView({ className, createMedia, ...gallery }: SampleGalleryViewProps) {
  const { messages, status, samples } = gallery;
  const root = useRef<HTMLElement>(null);
  const goTo = (page: number) => {
    gallery.setPage(page);
    // The pager is below the cards: bring the top of the new page into view.
    if ((root.current?.getBoundingClientRect().top ?? 0) < 0) root.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <section
      ref={root}
      aria-label={messages.samplesLabel}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-status={status}
    >
      <Tabs<number>
        aria-label={messages.sampleScenes}
        items={gallery.tabs}
        value={gallery.sceneId}
        onChange={gallery.setScene}
        className={styles.tabs}
      >
        {status === 'error' && samples.length === 0 ? (
          <Empty
            title={messages.samplesFailed}
            action={
              <Button variant="secondary" onClick={gallery.reload}>
                {messages.samplesRetry}
              </Button>
            }
          />
        ) : status === 'ready' && samples.length === 0 ? (
          <Empty title={messages.samplesEmpty} />
        ) : (
          <ul className={styles.grid} aria-label={messages.sampleList} aria-busy={status === 'loading'}>
            {gallery.firstLoad
              ? PLACEHOLDERS.map((key) => (
                  <li key={key} className={styles.placeholder} aria-hidden="true">
                    <Skeleton shape="circle" width={48} height={48} />
                    <Skeleton lines={3} />
                  </li>
                ))
              : samples.map((sample) => (
                  <SampleCard
                    key={sample.id}
                    sample={sample}
                    messages={messages}
                    onOpen={gallery.open}
                    onPlayed={gallery.played}
                    onPlayError={gallery.sampleError}
                    createMedia={createMedia}
                  />
                ))}
          </ul>
        )}
      </Tabs>
      {gallery.pages > 1 && (
        <Pagination
          className={styles.pagination}
          label={messages.samplesPager}
          totalPages={gallery.pages}
          page={gallery.page}
          onChange={goTo}
        />
      )}
      <SampleDetailDialog
        sample={gallery.opened}
        messages={messages}
        onClose={gallery.close}
        onUse={gallery.use}
        onPlayed={gallery.played}
        onPlayError={gallery.sampleError}
        createMedia={createMedia}
      />
    </section>
  );
}
