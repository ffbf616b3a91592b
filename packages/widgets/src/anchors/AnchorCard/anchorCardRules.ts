import type { Anchor, CustomAnchor } from '@dubkit/sdk-core';

export type RecommendBadge = 'hot' | 'recommended' | 'newest';
export type AnchorLevel = 'advanced' | 'emotion';

/** What an anchor card shows, whichever list the anchor came from. */
export interface AnchorCardModel {
  id: number;
  custom: boolean;
  name: string;
  description: string;
  avatar: string;
  recommend: RecommendBadge | null;
  emotion: boolean;
  level: AnchorLevel | null;
  scenes: string[];
  styleCount: number;
  roleCount: number;
  /** Favourites are offered for system anchors only. */
  canFavorite: boolean;
  favorite: boolean;
  /** The sample's audio address; null when there is none. */
  sample: string | null;
}

/** recommend: 1 hot, 2 recommended, 3 newest (spec part 1 §3). */
export function recommendBadge(recommend: number): RecommendBadge | null {
  return recommend === 1 ? 'hot' : recommend === 2 ? 'recommended' : recommend === 3 ? 'newest' : null;
}

/** level: 2 advanced, 3 emotion, otherwise ordinary. */
export function anchorLevel(level: number): AnchorLevel | null {
  return level === 2 ? 'advanced' : level === 3 ? 'emotion' : null;
}

/** Sort 11 lists custom anchors in their own shape: no card lists, the intro in `comment`, the sample in `audio`. */
type ListedAnchor = Partial<Anchor> & Partial<Pick<CustomAnchor, 'comment' | 'audio'>> & Pick<Anchor, 'id' | 'name'>;

export function anchorCard(anchor: ListedAnchor): AnchorCardModel {
  const custom = anchor.anchorType === 1;
  const sample = custom ? anchor.audio : anchor.audition || anchor.templateList?.[0]?.filepath;
  return {
    id: anchor.id,
    custom,
    name: anchor.name,
    description: anchor.description || anchor.comment || '',
    avatar: anchor.avatar ?? '',
    recommend: recommendBadge(anchor.recommend ?? 0),
    emotion: anchor.emotionEnable === true,
    level: anchorLevel(anchor.level ?? 0),
    scenes: (anchor.sceneList ?? []).map((scene) => scene.name),
    styleCount: anchor.styleCount ?? 0,
    roleCount: anchor.roleCount ?? 0,
    canFavorite: !custom,
    favorite: !custom && anchor.favorite === true,
    sample: sample || null,
  };
}
