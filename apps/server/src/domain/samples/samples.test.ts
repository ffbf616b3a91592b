import { describe, expect, it } from 'vitest';
import { chinaDay, reportVisitor } from './samples';

describe('sample report de-duplication keys', () => {
  it('starts a new day at midnight in China (UTC+8), not in UTC', () => {
    expect(chinaDay(Date.UTC(2026, 0, 1, 15, 59, 59))).toBe('2026-01-01');
    expect(chinaDay(Date.UTC(2026, 0, 1, 16, 0, 0))).toBe('2026-01-02');
    expect(chinaDay(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe('2027-01-01');
  });

  it('names a user by id and a visitor by a digest of the address, never the address itself', () => {
    expect(reportVisitor(42, '203.0.113.7')).toBe('user:42');
    const visitor = reportVisitor(null, '203.0.113.7');
    expect(visitor).toMatch(/^address:[\w-]{22}$/);
    expect(visitor).not.toContain('203.0.113.7');
    expect(reportVisitor(null, '203.0.113.7')).toBe(visitor);
    expect(reportVisitor(null, '203.0.113.8')).not.toBe(visitor);
  });
});
