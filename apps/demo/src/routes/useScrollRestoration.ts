import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

const STORAGE_KEY = 'dubkit-scroll-positions';

/** Where the reader was on each history entry (by the router's location key), kept across reloads of the tab. */
let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** The element a #fragment names, if any (a malformed escape names none). */
function fragmentTarget(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/**
 * A new page starts at the top (or at its #fragment); back and forward return to where the reader was. The browser's
 * own restoration runs before a lazily loaded page has rendered, so the site does it once the page is there.
 */
export function useScrollRestoration() {
  const { key, hash } = useLocation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {}
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = savedPositions()[key];
    const target = fragmentTarget(hash);
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Bound to this entry: a scroll reported after the next navigation is not taken for this page's place.
    const remember = () => {
      savedPositions()[key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash]);
}
