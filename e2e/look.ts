import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright';
import { PNG } from 'pngjs';

/** Checks of what a person sees on the served site: screenshots against baselines, and probes fonts cannot move. */

const baselines = fileURLToPath(new URL('./__screenshots__/', import.meta.url));
/** Share of pixels allowed to differ: antialiasing, not a layout change. */
const ALLOWED_MISMATCH = 0.01;

/**
 * The whole page against `e2e/__screenshots__/<name>.png`. A missing baseline is written (and fails under CI, so a
 * forgotten one never passes unseen); DUBKIT_UPDATE_SCREENSHOTS=1 rewrites them all. On a mismatch the actual and
 * a diff image are written beside the baseline.
 */
export async function expectPageToMatch(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  mkdirSync(baselines, { recursive: true });
  const baselinePath = join(baselines, `${name}.png`);
  const shot = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask,
    maskColor: '#888888',
  });
  if (!existsSync(baselinePath) || process.env.DUBKIT_UPDATE_SCREENSHOTS === '1') {
    writeFileSync(baselinePath, shot);
    if (process.env.CI && process.env.DUBKIT_UPDATE_SCREENSHOTS !== '1')
      throw new Error(`no baseline for ${name}: written to ${baselinePath}, look at it and commit it`);
    return;
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const actual = PNG.sync.read(shot);
  const actualPath = join(baselines, `${name}-actual-chromium.png`);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(actualPath, shot);
    throw new Error(
      `${name}: the page is ${actual.width}×${actual.height}, the baseline ${expected.width}×${expected.height} (see ${actualPath})`,
    );
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0.1 });
  const ratio = differing / (actual.width * actual.height);
  if (ratio > ALLOWED_MISMATCH) {
    writeFileSync(actualPath, shot);
    writeFileSync(join(baselines, `${name}-diff-chromium.png`), PNG.sync.write(diff));
    throw new Error(`${name}: ${(ratio * 100).toFixed(2)}% of pixels differ from the baseline (see ${actualPath})`);
  }
}

/**
 * Visible controls that still wear the browser's own look: a button, field or select whose colours, border and
 * font are those of the same element with no author style at all. Such a control means the site's CSS is missing.
 */
export function controlsWithBrowserStyle(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
    const defaultLook = (element: Element) => {
      const key = `${element.tagName}:${element.getAttribute('type') ?? ''}`;
      if (!reference.has(key)) {
        const bare = document.createElement(element.tagName);
        const type = element.getAttribute('type');
        if (type) bare.setAttribute('type', type);
        host.append(bare);
        const style = getComputedStyle(bare);
        reference.set(key, compared.map((property) => style.getPropertyValue(property)).join('|'));
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
      const look = compared.map((property) => style.getPropertyValue(property)).join('|');
      if (look === defaultLook(element)) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        offending.push(`<${element.tagName.toLowerCase()}> ${name.slice(0, 30)}`);
      }
    }
    host.remove();
    return offending;
  });
}

/** How far the page scrolls sideways: 0 when nothing is wider than the viewport. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Where an open dialog stands: wholly inside the viewport, on top at its centre (nothing covers it), and above a
 * mask that covers the rest of the page (what a click outside the dialog lands on).
 */
export function dialogPlacement(dialog: Locator) {
  return dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inViewport =
      box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight + 0.5 && box.right <= window.innerWidth + 0.5;
    const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const onTop = Boolean(atCentre && element.contains(atCentre));
    // A point of the viewport outside the dialog: the corner farthest from it.
    const x = box.left > window.innerWidth - box.right ? 2 : window.innerWidth - 2;
    const y = box.top > window.innerHeight - box.bottom ? 2 : window.innerHeight - 2;
    const outside = document.elementFromPoint(x, y);
    const maskStyle = outside ? getComputedStyle(outside) : null;
    const maskBox = outside?.getBoundingClientRect();
    const masked = Boolean(
      outside &&
        !element.contains(outside) &&
        maskStyle?.position === 'fixed' &&
        maskBox &&
        maskBox.width >= window.innerWidth - 1 &&
        maskBox.height >= window.innerHeight - 1,
    );
    return { inViewport, onTop, masked, box: { top: box.top, left: box.left, width: box.width, height: box.height } };
  });
}
