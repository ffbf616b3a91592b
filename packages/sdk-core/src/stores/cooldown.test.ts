import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCooldown } from './cooldown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createCooldown', () => {
  it('disables the refresh button for 2 seconds after use', () => {
    const refresh = vi.fn();
    const cooldown = createCooldown();

    expect(cooldown.trigger(refresh)).toBe(true);
    expect(cooldown.getSnapshot().coolingDown).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(cooldown.trigger(refresh)).toBe(false);
    expect(refresh).toHaveBeenCalledOnce();

    vi.advanceTimersByTime(1);
    expect(cooldown.getSnapshot().coolingDown).toBe(false);
    expect(cooldown.trigger(refresh)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
