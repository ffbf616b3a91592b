import { describe, expect, it, vi } from 'vitest';
import { createAudioCoordinator } from './audioCoordinator';

describe('createAudioCoordinator', () => {
  it('stops the previous player when another claims it', () => {
    const coordinator = createAudioCoordinator();
    const first = vi.fn();
    const second = vi.fn();
    coordinator.claim(first);
    coordinator.claim(second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('does not stop a player that claims again, nor one that released', () => {
    const coordinator = createAudioCoordinator();
    const first = vi.fn();
    const second = vi.fn();
    coordinator.claim(first);
    coordinator.claim(first);
    coordinator.release(first);
    coordinator.claim(second);
    expect(first).not.toHaveBeenCalled();
  });

  it('keeps coordinators independent', () => {
    const a = createAudioCoordinator();
    const b = createAudioCoordinator();
    const first = vi.fn();
    a.claim(first);
    b.claim(vi.fn());
    expect(first).not.toHaveBeenCalled();
  });
});
