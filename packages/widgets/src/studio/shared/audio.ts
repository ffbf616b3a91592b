import type { AudioCoordinator } from '@dubkit/ui';

const silence = () => {};

/** Stops whichever preview of the coordinator plays, by claiming it for nothing. */
export function stopPlaying(coordinator: AudioCoordinator): void {
  coordinator.claim(silence);
  coordinator.release(silence);
}

/** Selecting a card other than the one whose preview was started last stops that preview. */
export function stopsPreview(previewing: string | null, selecting: string): boolean {
  return previewing !== selecting;
}
