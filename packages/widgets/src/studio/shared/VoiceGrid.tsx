import type { Anchor } from '@dubkit/sdk-core';
import { AudioPlayButton, Avatar, Badge, Button, Card, Empty, Pagination, Spinner } from '@dubkit/ui';
import { useId } from 'react';
import type { AnchorSearchStatus } from '../../anchors/search/anchorSearchStore';
import { format } from '../../shared/format';
import { visuallyHidden } from '../../shared/shared.css';
import type { StudioCopy } from '../copy';
import * as styles from './shared.css';
import { apiUrl } from './url';

export interface VoiceGridProps {
  messages: StudioCopy;
  /** Origin of the API the cards' media paths are on. */
  baseUrl: string;
  status: AnchorSearchStatus;
  anchors: readonly Anchor[];
  /** Key of the selected card (`voiceKey`), else null. */
  selected: string | null;
  onSelect: (anchor: Anchor) => void;
  /** A card's preview button was pressed. */
  onPreview?: (anchor: Anchor) => void;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  emptyTitle: string;
}

/** Cards of different types may share an id. */
export const voiceKey = (anchor: Pick<Anchor, 'anchorType' | 'id'>) => `${anchor.anchorType}-${anchor.id}`;

/** The cards of a voice picker as one radio group, with their previews, crowns and the pager. */
export function VoiceGrid({
  messages,
  baseUrl,
  status,
  anchors,
  selected,
  onSelect,
  onPreview,
  page,
  pages,
  onPageChange,
  onRetry,
  emptyTitle,
}: VoiceGridProps) {
  const id = useId();
  if (status === 'error')
    return (
      <Empty
        title={messages.voicesFailed}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {messages.voicesRetry}
          </Button>
        }
      />
    );
  if (status === 'ready' && anchors.length === 0) return <Empty title={emptyTitle} />;
  return (
    <div className={styles.gridArea} data-status={status}>
      {status === 'loading' && <Spinner className={styles.gridSpinner} label={messages.loading} />}
      <div role="radiogroup" aria-label={messages.voiceList} aria-busy={status === 'loading'}>
        <ul className={styles.grid}>
          {anchors.map((anchor) => {
            const key = voiceKey(anchor);
            const nameId = `${id}-${key}-name`;
            const descriptionId = `${id}-${key}-description`;
            return (
              <Card key={key} as="li" padding="sm" interactive selected={selected === key} className={styles.card}>
                <label className={styles.cardLabel}>
                  <input
                    type="radio"
                    name={id}
                    className={styles.radio}
                    checked={selected === key}
                    onChange={() => onSelect(anchor)}
                    aria-labelledby={nameId}
                    aria-describedby={descriptionId}
                  />
                  <Avatar src={anchor.avatar && apiUrl(anchor.avatar, baseUrl)} name={anchor.name} alt="" size="md" />
                  <span className={styles.cardText}>
                    <span id={nameId} className={styles.cardName}>
                      {anchor.name}
                      {anchor.level > 1 && <Badge variant="member" label={messages.voiceCrown} />}
                    </span>
                    <span id={descriptionId} className={styles.cardDescription}>
                      {anchor.membersOnly && (
                        <Badge variant="member" title={messages.voiceMembersOnlyHint} data-members-only="">
                          {messages.voiceMembersOnly}
                          <span className={visuallyHidden}>{`（${messages.voiceMembersOnlyHint}）`}</span>
                        </Badge>
                      )}
                      {anchor.description}
                    </span>
                  </span>
                </label>
                {anchor.audition && (
                  <AudioPlayButton
                    className={styles.cardPlay}
                    size="sm"
                    src={apiUrl(anchor.audition, baseUrl)}
                    label={format(messages.voicePreview, { name: anchor.name })}
                    onClickCapture={() => onPreview?.(anchor)}
                  />
                )}
              </Card>
            );
          })}
        </ul>
      </div>
      {pages > 1 && (
        <Pagination
          className={styles.pagination}
          totalPages={pages}
          page={page}
          onChange={onPageChange}
          label={messages.voicesPagination}
          previousLabel={messages.voicesPreviousPage}
          nextLabel={messages.voicesNextPage}
          pageLabel={(n) => format(messages.voicesPageLabel, { page: n })}
        />
      )}
    </div>
  );
}
