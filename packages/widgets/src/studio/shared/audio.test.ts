import { createAudioCoordinator } from '@dubkit/ui';
import { describe, expect, it, vi } from 'vitest';
import { stopPlaying } from './audio';

describe('stopPlaying', () => {
  it('stops the playing preview and leaves the coordinator free', () => {
    const coordinator = createAudioCoordinator();
    const first = vi.fn();
    coordinator.claim(first);
    stopPlaying(coordinator);
    expect(first).toHaveBeenCalledOnce();
    const second = vi.fn();
    coordinator.claim(second);
    stopPlaying(coordinator);
    expect(second).toHaveBeenCalledOnce();
    expect(first).toHaveBeenCalledOnce();
  });
});
