import type { Anchor } from '@dubkit/sdk-core';
import { type AudioCoordinator, AudioCoordinatorProvider, Dialog, Tabs } from '@dubkit/ui';
import type { ReactNode } from 'react';
import type { StudioCopy } from '../../copy';
import * as shared from '../shared.css';
import type { VoiceSearch } from '../useVoiceSearch';
import { VoiceFilters } from '../VoiceFilters';
import { VoiceGrid } from '../VoiceGrid';
import * as styles from './VoicePickerDialog.css';

export interface VoicePickerDialogProps<Tab extends string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  messages: StudioCopy;
  title: string;
  width: number;
  /** The footer's buttons (确定, and 取消 or 替换全部). */
  footer: ReactNode;
  /** One preview plays at a time in the dialog. */
  coordinator: AudioCoordinator;
  tabsLabel: string;
  tabs: ReadonlyArray<{ key: Tab; label: string }>;
  tab: Tab;
  onTabChange: (tab: Tab) => void;
  /** The tab whose list is not filtered (favourites, custom voices): its filters are disabled. */
  unfiltered: Tab;
  search: VoiceSearch;
  baseUrl: string;
  selectedKey: string | null;
  onSelect: (anchor: Anchor) => void;
  onPreview: (anchor: Anchor) => void;
  emptyTitle: string;
  /** A long page scrolls inside its column, keeping the filters in view. */
  scrollCards?: boolean;
  /** Beside the cards (the chosen voice's settings); below them on a narrow screen. */
  aside?: ReactNode;
}

/**
 * The dialog of the studio's voice pickers: title, two tabs over the search filters and the paged voice cards, an
 * optional panel beside them, and the footer's buttons. What is chosen and confirmed is the picker's own.
 */
export function VoicePickerDialog<Tab extends string>({
  open,
  onOpenChange,
  messages,
  title,
  width,
  footer,
  coordinator,
  tabsLabel,
  tabs,
  tab,
  onTabChange,
  unfiltered,
  search,
  baseUrl,
  selectedKey,
  onSelect,
  onPreview,
  emptyTitle,
  scrollCards = false,
  aside,
}: VoicePickerDialogProps<Tab>) {
  const grid = (
    <VoiceGrid
      messages={messages}
      baseUrl={baseUrl}
      status={search.status}
      anchors={search.anchors}
      selected={selectedKey}
      onSelect={onSelect}
      onPreview={onPreview}
      page={search.page}
      pages={search.pages}
      onPageChange={search.setPage}
      onRetry={search.retry}
      emptyTitle={emptyTitle}
    />
  );
  const catalogue = (
    <Tabs<Tab> aria-label={tabsLabel} items={[...tabs]} value={tab} onChange={onTabChange}>
      <div className={styles.catalogue} data-tab={tab}>
        <VoiceFilters
          messages={messages}
          filters={search.filters}
          onChange={search.setFilter}
          disabled={tab === unfiltered}
        />
        {scrollCards ? <div className={styles.cards}>{grid}</div> : grid}
      </div>
    </Tabs>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={messages.close}
      width={width}
      footer={<div className={shared.footer}>{footer}</div>}
    >
      <AudioCoordinatorProvider coordinator={coordinator}>
        {aside ? (
          <div className={styles.layout}>
            {catalogue}
            {aside}
          </div>
        ) : (
          catalogue
        )}
      </AudioCoordinatorProvider>
    </Dialog>
  );
}
