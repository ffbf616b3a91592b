import { useLayoutEffect } from 'react';

interface Lock {
  count: number;
  restore: () => void;
}

// One counter per document so nested or stacked overlays lock once and unlock when the last one closes.
const locks = new WeakMap<Document, Lock>();

function lock(doc: Document) {
  const existing = locks.get(doc);
  if (existing) {
    existing.count += 1;
    return;
  }
  const root = doc.documentElement;
  const { overflow, paddingRight } = root.style;
  // Keep the layout from jumping when the scrollbar disappears.
  const scrollbar = (doc.defaultView?.innerWidth ?? root.clientWidth) - root.clientWidth;
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  locks.set(doc, {
    count: 1,
    restore: () => {
      root.style.overflow = overflow;
      root.style.paddingRight = paddingRight;
    },
  });
}

function unlock(doc: Document) {
  const existing = locks.get(doc);
  if (!existing) return;
  existing.count -= 1;
  if (existing.count > 0) return;
  existing.restore();
  locks.delete(doc);
}

/** Locks the page's scrolling while `active`. */
export function useScrollLock(active: boolean) {
  useLayoutEffect(() => {
    if (!active) return;
    lock(document);
    return () => unlock(document);
  }, [active]);
}
