import { describe, expect, it } from 'vitest';
import { anchors, customListItem } from '../../testing/anchors/fixtures';
import { anchorCard, anchorLevel, recommendBadge } from './anchorCardRules';

describe('recommendBadge', () => {
  it('maps 1 hot, 2 recommended, 3 newest, others none', () => {
    expect([0, 1, 2, 3, 4].map(recommendBadge)).toEqual([null, 'hot', 'recommended', 'newest', null]);
  });
});

describe('anchorLevel', () => {
  it('maps 2 advanced, 3 emotion, others ordinary', () => {
    expect([0, 1, 2, 3].map(anchorLevel)).toEqual([null, null, 'advanced', 'emotion']);
  });
});

describe('anchorCard', () => {
  it('shows a system anchor with its badges, scenes, counts, favourite and sample', () => {
    const anchor = anchors[1];
    if (!anchor) throw new Error('fixture');
    expect(anchorCard(anchor)).toEqual({
      id: anchor.id,
      custom: false,
      name: '云健',
      description: '清澈明亮，适合有声读物',
      avatar: anchor.avatar,
      recommend: 'recommended',
      emotion: true,
      level: 'emotion',
      scenes: ['有声书', '纪录片'],
      styleCount: 4,
      roleCount: 2,
      canFavorite: true,
      favorite: false,
      sample: anchor.audition,
    });
  });

  it('falls back to the first template sample when the card has no audition', () => {
    const anchor = anchors[0];
    if (!anchor) throw new Error('fixture');
    expect(anchorCard({ ...anchor, audition: '' }).sample).toBe(anchor.templateList[0]?.filepath);
    expect(anchorCard({ ...anchor, audition: '', templateList: [] }).sample).toBeNull();
  });

  it('shows a custom anchor of the sort-11 list without favourites, with its intro and audio', () => {
    const card = anchorCard(customListItem);
    expect(card).toMatchObject({
      custom: true,
      name: '我的旁白',
      description: '温柔旁白，语速稍慢',
      scenes: [],
      styleCount: 0,
      canFavorite: false,
      favorite: false,
      level: 'advanced',
    });
    expect(card.sample).toMatch(/^data:audio\/wav/);
  });
});
