/**
 * Probes of what a person sees, run inside the page (self-contained, so Playwright can send them there as they are).
 */

/**
 * Visible controls that still wear the browser's own look: a button, field or select whose colours, border and
 * font are those of the same element with no author style at all. Such a control means the site's CSS is missing.
 */
export function controlsWithBrowserStyle(): string[] {
  const compared = [
    'background-color',
    'border-top-style',
    'border-top-width',
    'border-top-color',
    'border-radius',
    'font-family',
    'padding-left',
  ];
  const host = document.createElement('div');
  host.style.cssText = 'position:absolute;left:-9999px;top:0';
  document.documentElement.append(host);
  const reference = new Map<string, string>();
  const lookOf = (element: Element) => {
    const style = getComputedStyle(element);
    return compared.map((property) => style.getPropertyValue(property)).join('|');
  };
  const defaultLook = (element: Element) => {
    const key = `${element.tagName}:${element.getAttribute('type') ?? ''}`;
    if (!reference.has(key)) {
      const bare = document.createElement(element.tagName);
      const type = element.getAttribute('type');
      if (type) bare.setAttribute('type', type);
      host.append(bare);
      reference.set(key, lookOf(bare));
    }
    return reference.get(key);
  };
  const offending: string[] = [];
  for (const element of document.querySelectorAll('button, input:not([type="hidden"]), select, textarea')) {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // Visually hidden inputs behind a styled label (tag radios, file inputs) are not what the user sees.
    if (box.width < 4 || box.height < 4 || style.visibility === 'hidden' || style.opacity === '0') continue;
    if (style.clip !== 'auto' || style.clipPath !== 'none') continue;
    if (lookOf(element) === defaultLook(element)) {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      offending.push(`<${element.tagName.toLowerCase()}> ${name.slice(0, 30)}`);
    }
  }
  host.remove();
  return offending;
}

export interface DialogPlacement {
  /** Wholly inside the viewport. */
  inViewport: boolean;
  /** Nothing covers its centre. */
  onTop: boolean;
  /** A fixed mask covers the rest of the viewport: what a click outside the dialog lands on. */
  masked: boolean;
}

/** Where an open dialog stands, as a person sees it. */
export function dialogPlacement(element: Element): DialogPlacement {
  const box = element.getBoundingClientRect();
  const inViewport =
    box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight + 0.5 && box.right <= window.innerWidth + 0.5;
  const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  const onTop = Boolean(atCentre && element.contains(atCentre));
  // A point of the viewport outside the dialog: the corner farthest from it.
  const x = box.left > window.innerWidth - box.right ? 2 : window.innerWidth - 2;
  const y = box.top > window.innerHeight - box.bottom ? 2 : window.innerHeight - 2;
  const outside = document.elementFromPoint(x, y);
  const maskBox = outside?.getBoundingClientRect();
  const masked = Boolean(
    outside &&
      !element.contains(outside) &&
      getComputedStyle(outside).position === 'fixed' &&
      maskBox &&
      maskBox.width >= window.innerWidth - 1 &&
      maskBox.height >= window.innerHeight - 1,
  );
  return { inViewport, onTop, masked };
}
