import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright';
import { PNG } from 'pngjs';
import { controlsWithBrowserStyle as browserStyleProbe, dialogPlacement as placementProbe } from '../test/probes';

/** Checks of what a person sees on the served site: screenshots against baselines, and probes fonts cannot move. */

const baselines = fileURLToPath(new URL('./__screenshots__/', import.meta.url));
/** Share of pixels allowed to differ: antialiasing, not a layout change. */
const ALLOWED_MISMATCH = 0.01;

/**
 * The whole page (or, for an open dialog, the window) against `e2e/__screenshots__/<name>.png`. A missing baseline is written (and fails under CI, so a
 * forgotten one never passes unseen); DUBKIT_UPDATE_SCREENSHOTS=1 rewrites them all. On a mismatch the actual and
 * a diff image are written beside the baseline.
 */
export async function expectPageToMatch(
  page: Page,
  name: string,
  { mask = [], fullPage = true }: { mask?: Locator[]; fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(baselines, { recursive: true });
  const baselinePath = join(baselines, `${name}.png`);
  const shot = await page.screenshot({
    fullPage,
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

/** Network quiet and fonts loaded, with what loads once seen (the footer's QR code) scrolled past once. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
}

/** Visible controls in the browser's default look (test/probes.ts). */
export const controlsWithBrowserStyle = (page: Page) => page.evaluate(browserStyleProbe);

/** How far the page scrolls sideways: 0 when nothing is wider than the viewport. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Where an open dialog stands (test/probes.ts). */
export const dialogPlacement = (dialog: Locator) => dialog.evaluate(placementProbe);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What axe finds against WCAG 2 A and AA on the page as it stands: `rule: element, element…` per violation. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: an inline <script> would be refused by the site's CSP, as it should be.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
    };
    type AxeViolation = { id: string; nodes: { target: string[] }[] };
    const { violations } = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
