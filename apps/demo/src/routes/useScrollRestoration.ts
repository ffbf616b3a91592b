import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';

const STORAGE_KEY = 'dubkit-scroll-positions';

/**
 * A document's first entry has the key "default" whatever page it opened, so its place is kept for this document only:
 * back to it returns there, a fresh visit of any page starts at the top.
 */
const FIRST_ENTRY = 'default';

/** The places this tab's earlier documents kept, by the router's location key. */
function storedPositions(): Record<string, number> {
  try {
    const { [FIRST_ENTRY]: _another, ...kept } = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
      string,
      number
    >;
    return kept;
  } catch {
    return {};
  }
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
 * A new page starts at the top (or at its #fragment); back and forward return to where the reader was, also after a
 * reload of the tab. The browser's own restoration runs before a lazily loaded page has rendered, so the site does it
 * once the page is there, and keeps at it while the page grows to its old height.
 */
export function useScrollRestoration() {
  const { key, hash } = useLocation();
  const [positions] = useState(storedPositions);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const persist = () => {
      const { [FIRST_ENTRY]: _this, ...kept } = positions;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
      } catch {}
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, [positions]);

  useLayoutEffect(() => {
    const target = fragmentTarget(hash);
    // Until the reader scrolls or the place is reached.
    let pending = positions[key];
    const reach = () => {
      if (pending === undefined) return;
      window.scrollTo(0, pending);
      if (Math.abs(window.scrollY - pending) < 2) pending = undefined;
    };
    if (pending !== undefined) reach();
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    const growing = new ResizeObserver(reach);
    growing.observe(document.body);
    const giveUp = setTimeout(() => {
      pending = undefined;
    }, 3_000);
    const readerScrolls = () => {
      pending = undefined;
    };
    // Bound to this entry: a scroll reported after the next navigation is not taken for this page's place.
    const remember = () => {
      if (pending === undefined) positions[key] = window.scrollY;
    };
    const byReader = ['wheel', 'touchstart', 'keydown'] as const;
    for (const type of byReader) window.addEventListener(type, readerScrolls, { passive: true });
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      growing.disconnect();
      clearTimeout(giveUp);
      for (const type of byReader) window.removeEventListener(type, readerScrolls);
      window.removeEventListener('scroll', remember);
    };
  }, [key, hash, positions]);
}
