import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** How close to the bottom (px) still counts as reading the latest. */
const NEAR_BOTTOM = 48;

/**
 * A scrolling list that follows new content while the reader is at the bottom, and stops following once they
 * scroll up; `jumpToLatest` brings it back. `content` is what grows (the messages); following happens before
 * paint, so the view never shows the new text off-screen first.
 */
export function useFollowScroll<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T | null>(null);
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);
  /** A scroll we made ourselves is not the reader's. */
  const ownScroll = useRef(false);

  const follow = useCallback((value: boolean) => {
    followingRef.current = value;
    setFollowing(value);
  }, []);

  const toBottom = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const target = element.scrollHeight - element.clientHeight;
    if (Math.abs(element.scrollTop - target) < 1) return;
    ownScroll.current = true;
    element.scrollTop = target;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` is what makes the list grow
  useLayoutEffect(() => {
    if (followingRef.current) toBottom();
  }, [content, toBottom]);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (ownScroll.current) {
      ownScroll.current = false;
      return;
    }
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM;
    if (atBottom !== followingRef.current) follow(atBottom);
  }, [follow]);

  const jumpToLatest = useCallback(() => {
    follow(true);
    toBottom();
  }, [follow, toBottom]);

  return { ref, following, onScroll, jumpToLatest };
}
