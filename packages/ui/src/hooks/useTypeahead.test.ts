import { describe, expect, it } from 'vitest';
import { findTypeaheadMatch } from './useTypeahead';

const regions = ['中国大陆', 'Hong Kong', 'Taiwan', 'Hangzhou', 'hefei'];

describe('findTypeaheadMatch', () => {
  it('finds the first label starting with the query, ignoring case', () => {
    expect(findTypeaheadMatch('ta', regions, -1)).toBe(2);
    expect(findTypeaheadMatch('中', regions, -1)).toBe(0);
  });

  it('cycles through matches when one letter is pressed again', () => {
    expect(findTypeaheadMatch('h', regions, -1)).toBe(1);
    expect(findTypeaheadMatch('h', regions, 1)).toBe(3);
    expect(findTypeaheadMatch('h', regions, 3)).toBe(4);
    expect(findTypeaheadMatch('h', regions, 4)).toBe(1);
  });

  it('stays on the current item while a longer query still matches it', () => {
    expect(findTypeaheadMatch('han', regions, 3)).toBe(3);
  });

  it('skips disabled items and answers -1 when nothing matches', () => {
    expect(findTypeaheadMatch('h', [null, 'Taiwan', 'Hefei'], -1)).toBe(2);
    expect(findTypeaheadMatch('x', regions, 0)).toBe(-1);
    expect(findTypeaheadMatch('x', [], -1)).toBe(-1);
  });
});
