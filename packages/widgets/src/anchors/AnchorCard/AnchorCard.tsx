import type { Anchor } from '@dubkit/sdk-core';
import { AudioPlayButton, Avatar, Badge, Card, IconButton, Tag } from '@dubkit/ui';
import { format } from '../../shared/format';
import { HeartIcon } from '../../shared/icons';
import { visuallyHidden } from '../../shared/shared.css';
import * as styles from './AnchorCard.css';
import { type AnchorCardState, useAnchorCard } from './useAnchorCard';

export interface AnchorCardProps {
  anchor: Anchor;
  /** Opens the anchor: a click anywhere on the card that is not one of its controls. */
  onOpen: (anchor: Anchor) => void;
  /** The server accepted a favourite change. */
  onFavoriteChange?: (favorite: boolean) => void;
  /** The card's element: `li` inside a list. */
  as?: 'li' | 'article';
}

const RECOMMEND = {
  hot: 'anchorBadgeHot',
  recommended: 'anchorBadgeRecommended',
  newest: 'anchorBadgeNewest',
} as const;
const LEVEL = { advanced: 'anchorLevelAdvanced', emotion: 'anchorLevelEmotion' } as const;

export type AnchorCardViewProps = Omit<AnchorCardProps, 'onFavoriteChange'> & AnchorCardState;

/** An anchor of the library: avatar, name, intro, badges, level crown, scenes, counts, sample and favourite. */
export function AnchorCard({ onFavoriteChange, ...props }: AnchorCardProps) {
  const state = useAnchorCard({ anchor: props.anchor, onFavoriteChange });
  return <AnchorCardView {...props} {...state} />;
}

/** The card's view: its copy, model and favourite toggle come from useAnchorCard. */
export function AnchorCardView({
  anchor,
  onOpen,
  as = 'li',
  messages,
  sampleError,
  model,
  favoritePending,
  toggleFavorite,
}: AnchorCardViewProps) {
  const counts = [
    model.styleCount > 0 && format(messages.anchorStyleCount, { count: model.styleCount }),
    model.roleCount > 0 && format(messages.anchorRoleCount, { count: model.roleCount }),
  ].filter(Boolean);
  return (
    <Card
      as={as}
      interactive
      className={styles.card}
      data-custom={model.custom || undefined}
      data-favorite={model.favorite || undefined}
    >
      <div className={styles.head}>
        <Avatar src={model.avatar} name={model.name} alt="" size="xl" />
        <div className={styles.identity}>
          <h3 className={styles.title}>
            <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => onOpen(anchor)}>
              <span className={styles.name}>{model.name}</span>
            </button>
            {model.level && <Badge variant="member">{messages[LEVEL[model.level]]}</Badge>}
          </h3>
          {model.description && <p className={styles.description}>{model.description}</p>}
        </div>
      </div>
      <ul className={styles.marks}>
        {model.custom && (
          <li>
            <Tag tone="brand">{messages.anchorCustom}</Tag>
          </li>
        )}
        {model.recommend && (
          <li>
            <Badge variant={model.recommend}>{messages[RECOMMEND[model.recommend]]}</Badge>
          </li>
        )}
        {model.emotion && (
          <li>
            <Tag tone="brand">{messages.anchorBadgeEmotion}</Tag>
          </li>
        )}
        {anchor.membersOnly && (
          <li>
            <Badge variant="member" title={messages.voiceMembersOnlyHint} data-members-only="">
              {messages.voiceMembersOnly}
              <span className={visuallyHidden}>{`（${messages.voiceMembersOnlyHint}）`}</span>
            </Badge>
          </li>
        )}
        {model.scenes.map((scene) => (
          <li key={scene}>
            <Tag>{scene}</Tag>
          </li>
        ))}
      </ul>
      {counts.length > 0 && <p className={styles.counts}>{counts.join(' · ')}</p>}
      <div className={styles.actions}>
        {model.sample && (
          <AudioPlayButton
            src={model.sample}
            onError={sampleError}
            label={format(messages.anchorPlaySampleOf, { name: model.name })}
          />
        )}
        {model.canFavorite && (
          <IconButton
            label={format(messages.anchorFavoriteOf, { name: model.name })}
            pressed={model.favorite}
            loading={favoritePending}
            className={styles.favorite}
            onClick={toggleFavorite}
          >
            <HeartIcon filled={model.favorite} />
          </IconButton>
        )}
      </div>
    </Card>
  );
}
