import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginationItems } from './paginationItems';

describe('paginationItems', () => {
  it('lists every page when they fit', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('elides the far side near either end and both sides in the middle', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationItems(10, 20, 2)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  });

  it('keeps first, last and current page, in order, in a row of constant length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 3 }),
        fc.nat(),
        (total, siblings, seed) => {
          const page = (seed % total) + 1;
          const items = paginationItems(page, total, siblings);
          const pages = items.filter((item): item is number => typeof item === 'number');
          expect(items.length).toBe(Math.min(total, siblings * 2 + 5));
          expect(pages).toContain(1);
          expect(pages).toContain(total);
          expect(pages).toContain(page);
          expect(pages).toEqual([...pages].sort((a, b) => a - b));
          expect(new Set(pages).size).toBe(pages.length);
          for (let i = page - siblings; i <= page + siblings; i++) if (i >= 1 && i <= total) expect(pages).toContain(i);
        },
      ),
    );
  });
});
