import { createAudioCoordinator } from '@dubkit/ui';
import { describe, expect, it, vi } from 'vitest';
import { stopPlaying, stopsPreview } from './audio';

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

describe('stopsPreview', () => {
  it('stops the preview when another card is selected, not the one being previewed', () => {
    expect(stopsPreview('0-11', '0-12')).toBe(true);
    expect(stopsPreview(null, '0-12')).toBe(true);
    expect(stopsPreview('0-12', '0-12')).toBe(false);
  });
});
