import { describe, expect, it } from 'vitest';
import { dateTime, fill } from './format';

describe('format', () => {
  it('fills slots and leaves unknown ones', () => {
    expect(fill('试听{name}', { name: '晓萱' })).toBe('试听晓萱');
    expect(fill('{a}{b}', { a: 1 })).toBe('1{b}');
  });

  it('writes local date and time to the minute', () => {
    expect(dateTime(new Date(2025, 4, 9, 8, 5, 59).getTime())).toBe('2025-05-09 08:05');
    expect(dateTime(0)).toBe('');
  });
});
