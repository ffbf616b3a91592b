import type { HomeComment } from '@dubkit/sdk-core';
import { requiresLogin } from '@dubkit/sdk-core/account';
import { DEFAULT_ANCHOR_ID } from '@dubkit/sdk-core/anchors';
import { useSyncExternalStore } from 'react';
import { creationHref, useDubKit, useSession } from '../../provider';
import { useRemote } from '../../shared/useRemote';

/** The home banner is as tall as a fifth of the window's width (spec part 1 §1). */
export const BANNER_HEIGHT_RATIO = 0.2;
export const COMMENTS_PER_SLIDE = 3;

const subscribeResize = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** The window's width, kept current on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 1440,
  );
}

export function bannerHeight(windowWidth: number): number {
  return Math.round(windowWidth * BANNER_HEIGHT_RATIO);
}

/** Groups the comments into slides of three. */
export function commentSlides(comments: readonly HomeComment[], perSlide = COMMENTS_PER_SLIDE): HomeComment[][] {
  const slides: HomeComment[][] = [];
  for (let at = 0; at < comments.length; at += perSlide) slides.push(comments.slice(at, at + perSlide));
  return slides;
}

/** The user reviews: the six home comments, three per slide. */
export function useHomeComments() {
  const { client } = useDubKit();
  const request = useRemote('home-comments', () => client.settings.homeComments(undefined, { handled: true }));
  return { slides: commentSlides(request.data ?? []), loading: request.status === 'loading' };
}

/**
 * Where the home page's buttons lead; a login-only page (and creation, which opens the default anchor) asks a visitor
 * to log in first, as the header's tabs do, and goes on there after login.
 */
export function useHomeNavigation() {
  const { navigate, paths } = useDubKit();
  const { requireLogin } = useSession();
  return {
    paths,
    go: (to: string) => (requiresLogin(to) ? requireLogin(() => navigate(to)) : navigate(to)),
    create: () => requireLogin(() => navigate(creationHref({ anchorId: DEFAULT_ANCHOR_ID }, paths.creation))),
  };
}
