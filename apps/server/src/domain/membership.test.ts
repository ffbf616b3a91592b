import { describe, expect, it } from 'vitest';
import { currentPeriod, type MembershipPeriod, scheduleGrant } from './membership';

const DAY = 86_400_000;
const NOW = 1_000 * DAY;
const gold = (startsAt: number, days: number): MembershipPeriod & { name: string } => ({
  name: '黄金会员',
  vipLevel: 2,
  paid: true,
  startsAt,
  endsAt: startsAt + days * DAY,
});
const diamond = (startsAt: number, days: number) => ({ ...gold(startsAt, days), name: '钻石会员', vipLevel: 3 });
const trial = (startsAt: number, days: number) => ({ ...gold(startsAt, days), name: '新人体验会员', paid: false });

/** Stores a grant as the service does: moved periods take their new times, the new one is added. */
function grant(
  periods: Array<MembershipPeriod & { name: string }>,
  name: string,
  level: number,
  days: number,
  at = NOW,
) {
  const { period, moved } = scheduleGrant(periods, { vipLevel: level, paid: true, days }, at);
  for (const move of moved) Object.assign(move.period, { startsAt: move.startsAt, endsAt: move.endsAt });
  periods.push({ ...period, name });
  return period;
}
const shown = (periods: Array<MembershipPeriod & { name: string }>, at: number) => {
  const current = currentPeriod(periods, at);
  return current && { name: current.period.name, endTime: current.endTime };
};

describe('scheduleGrant and currentPeriod', () => {
  it('starts a first purchase now', () => {
    const periods: Array<MembershipPeriod & { name: string }> = [];
    expect(grant(periods, '黄金会员', 2, 30)).toMatchObject({ startsAt: NOW, endsAt: NOW + 30 * DAY });
    expect(shown(periods, NOW)).toEqual({ name: '黄金会员', endTime: NOW + 30 * DAY });
  });

  it('applies a higher level at once and resumes the rest of the lower one after it', () => {
    // 黄金会员 bought 10 days ago for 30 days: 20 days left when 钻石会员 is bought for 365.
    const periods = [gold(NOW - 10 * DAY, 30)];
    expect(grant(periods, '钻石会员', 3, 365)).toMatchObject({ startsAt: NOW, endsAt: NOW + 365 * DAY });
    expect(shown(periods, NOW)).toEqual({ name: '钻石会员', endTime: NOW + 365 * DAY });
    expect(shown(periods, NOW + 365 * DAY - 1)?.name).toBe('钻石会员');
    expect(shown(periods, NOW + 365 * DAY)).toEqual({ name: '黄金会员', endTime: NOW + 385 * DAY });
    expect(shown(periods, NOW + 385 * DAY)).toBeUndefined();
  });

  it('puts a paid level before the free new-user trial of the same level', () => {
    const periods = [trial(NOW - DAY, 3)];
    grant(periods, '黄金会员', 2, 30);
    expect(shown(periods, NOW)).toEqual({ name: '黄金会员', endTime: NOW + 30 * DAY });
    expect(shown(periods, NOW + 30 * DAY)).toEqual({ name: '新人体验会员', endTime: NOW + 32 * DAY });
  });

  it('extends the same level from its end, lower levels waiting behind it', () => {
    const periods = [gold(NOW - 10 * DAY, 30)];
    grant(periods, '钻石会员', 3, 365);
    grant(periods, '钻石会员', 3, 365);
    expect(shown(periods, NOW)).toEqual({ name: '钻石会员', endTime: NOW + 730 * DAY });
    expect(shown(periods, NOW + 730 * DAY)).toEqual({ name: '黄金会员', endTime: NOW + 750 * DAY });
  });

  it('queues a lower level after the higher one (and after the lower days already waiting)', () => {
    const periods = [diamond(NOW - DAY, 365)];
    expect(grant(periods, '黄金会员', 2, 30)).toMatchObject({ startsAt: NOW + 364 * DAY, endsAt: NOW + 394 * DAY });
    expect(shown(periods, NOW)).toEqual({ name: '钻石会员', endTime: NOW + 364 * DAY });
    expect(shown(periods, NOW + 364 * DAY)).toEqual({ name: '黄金会员', endTime: NOW + 394 * DAY });
  });

  it('moves every lower period after the new one, those waiting and the one running, by its length', () => {
    // Running 黄金会员 (20 days left), then 钻石会员 and another 黄金会员; a later 钻石会员 goes after the first.
    const periods = [gold(NOW - 10 * DAY, 30)];
    grant(periods, '钻石会员', 3, 365);
    grant(periods, '黄金会员', 2, 30);
    const later = NOW + 100 * DAY;
    expect(grant(periods, '钻石会员', 3, 365, later)).toMatchObject({ startsAt: NOW + 365 * DAY });
    expect(shown(periods, later)).toEqual({ name: '钻石会员', endTime: NOW + 730 * DAY });
    expect(shown(periods, NOW + 730 * DAY)).toEqual({ name: '黄金会员', endTime: NOW + 780 * DAY });
    expect(shown(periods, NOW + 780 * DAY)).toBeUndefined();
  });

  it('leaves ended periods alone and starts after an expiry at the time of purchase', () => {
    const ended = gold(NOW - 40 * DAY, 30);
    const periods = [ended];
    grant(periods, '钻石会员', 3, 30);
    expect(ended).toEqual(gold(NOW - 40 * DAY, 30));
    expect(shown(periods, NOW)).toEqual({ name: '钻石会员', endTime: NOW + 30 * DAY });
  });
});
