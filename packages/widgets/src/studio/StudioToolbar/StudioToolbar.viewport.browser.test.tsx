/// <reference types="@vitest/browser-playwright" />
import type { BackgroundMusic } from '@dubkit/sdk-core';
import { breakpoints } from '@dubkit/ui';
import { composeStory } from '@storybook/react-vite';
import { afterAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { backgroundMusic } from '../../testing/studio/fixtures';
import { catalogueHandlers, toolbarMediaHandlers } from '../../testing/studio/handlers';
import { placeCursor, select } from '../../testing/studio/play';
import meta, { Default as DefaultStory } from './StudioToolbar.stories';

/** Ten pieces of music, as many as the reference server's library has. */
const library: BackgroundMusic[] = Array.from({ length: 10 }, (_, index) => ({
  ...(backgroundMusic[index % backgroundMusic.length] as BackgroundMusic),
  id: 100 + index,
  name: `曲目${index + 1}`,
}));

const Default = composeStory(DefaultStory, {
  ...meta,
  parameters: {
    ...meta.parameters,
    msw: { handlers: [...toolbarMediaHandlers({ music: library }), ...catalogueHandlers()] },
  },
});

/** Room above and below the toolbar, so the page can be scrolled to put the toolbar anywhere on the screen. */
const ROOM = 1200;

interface Opener {
  tool: string;
  /** The popover's role and name once open. */
  role: 'dialog' | 'menu';
  name: string;
  /** The buttons that finish with it, which must be on screen without scrolling. */
  buttons: string[];
  /** Puts the cursor or the selection where the action needs it. */
  prepare?: (canvas: HTMLElement) => Promise<void>;
  /** Waits for content that loads after opening, which changes the panel's height. */
  loaded?: (popup: HTMLElement) => Element | null;
  /** A tall panel that a phone shows as a bottom sheet. */
  sheet?: boolean;
}

const OPENERS: Opener[] = [
  { tool: '情绪/风格', role: 'dialog', name: '情绪/风格', buttons: [] },
  { tool: '语调', role: 'dialog', name: '语调', buttons: ['恢复默认'] },
  { tool: '角色', role: 'dialog', name: '角色', buttons: [] },
  {
    tool: '局部调节',
    role: 'dialog',
    name: '局部调节',
    buttons: ['确定'],
    prepare: (canvas) => select(canvas, '今天', '决赛'),
  },
  {
    tool: '多主播',
    role: 'dialog',
    name: '多主播配音',
    buttons: ['确定'],
    prepare: (canvas) => select(canvas, '今天', '决赛'),
    loaded: (popup) => popup.querySelector('[role="radiogroup"][aria-busy="false"]'),
  },
  { tool: '停顿', role: 'dialog', name: '停顿', buttons: ['插入'], prepare: (canvas) => placeCursor(canvas, '今天') },
  { tool: '标点停顿', role: 'dialog', name: '标点停顿', buttons: ['确定'], sheet: true },
  { tool: '多音字', role: 'menu', name: '多音字', buttons: [], prepare: (canvas) => select(canvas, '行') },
  { tool: '数字读法', role: 'menu', name: '数字读法', buttons: [], prepare: (canvas) => select(canvas, '2026') },
  { tool: '单词读法', role: 'menu', name: '单词读法', buttons: [], prepare: (canvas) => select(canvas, 'NBA') },
  { tool: '别名', role: 'dialog', name: '设置别名', buttons: ['确定'], prepare: (canvas) => select(canvas, 'NBA') },
  {
    tool: '音效',
    role: 'dialog',
    name: '音效',
    sheet: true,
    buttons: ['确定'],
    prepare: (canvas) => placeCursor(canvas, '今天'),
    loaded: (popup) => popup.querySelector('input[type="radio"]'),
  },
  {
    tool: '背景音乐',
    role: 'dialog',
    name: '背景音乐',
    sheet: true,
    buttons: ['确定'],
    loaded: (popup) => popup.querySelector('li button[aria-pressed]'),
  },
];

const SCREENS = [
  { label: 'desktop 1440×900', width: 1440, height: 900 },
  { label: 'phone 390×844', width: 390, height: 844 },
];

/** Where the user has scrolled the page to, as the toolbar's top in the viewport. */
const SCROLLS = [
  // Where the studio shows it at first, under the site's header and the voice card.
  { label: 'the toolbar halfway down the screen', toolbarTop: () => Math.round(window.innerHeight / 2) - 20 },
  { label: 'the page scrolled down to the toolbar', toolbarTop: () => 0 },
  { label: 'the toolbar low on the screen', toolbarTop: () => window.innerHeight - 160 },
];

afterAll(() => page.viewport(1024, 768));

function inViewport(element: Element) {
  const box = element.getBoundingClientRect();
  return {
    left: box.left >= -0.5,
    top: box.top >= -0.5,
    right: box.right <= window.innerWidth + 0.5,
    bottom: box.bottom <= window.innerHeight + 0.5,
  };
}

const everywhere = { left: true, top: true, right: true, bottom: true };

/** A button inside its popup's visible box: not scrolled out of sight within the panel. */
function insidePopup(button: Element, popup: Element) {
  const box = button.getBoundingClientRect();
  const frame = popup.getBoundingClientRect();
  return box.top >= frame.top - 0.5 && box.bottom <= frame.bottom + 0.5;
}

async function openAt(opener: Opener, toolbarTop: number) {
  const screen = await render(
    <div>
      <div style={{ height: ROOM }} />
      <Default />
      <div style={{ height: ROOM }} />
    </div>,
  );
  const canvas = screen.container as HTMLElement;
  await opener.prepare?.(canvas);
  const toolbar = canvas.querySelector('[role="toolbar"]') as HTMLElement;
  const button = Array.from(toolbar.querySelectorAll('button')).find((b) => b.textContent === opener.tool);
  if (!button) throw new Error(`No ${opener.tool} in the toolbar`);
  // On a phone the toolbar scrolls sideways: the tool is brought into its row as a user swipes to it.
  toolbar.scrollLeft = button.offsetLeft - toolbar.clientWidth / 2;
  window.scrollTo(0, toolbar.getBoundingClientRect().top + window.scrollY - toolbarTop);
  await userEvent.click(button);
  await expect.poll(() => document.querySelector(`[role="${opener.role}"]`), { timeout: 5000 }).toBeTruthy();
  const popup = document.querySelector(`[role="${opener.role}"]`) as HTMLElement;
  if (opener.loaded) await expect.poll(() => opener.loaded?.(popup), { timeout: 5000 }).toBeTruthy();
  return popup;
}

describe.each(SCREENS)('toolbar popovers on a $label screen', ({ width, height }) => {
  for (const scroll of SCROLLS) {
    test.each(OPENERS)(`$tool stays on screen with ${scroll.label}`, async (opener) => {
      await page.viewport(width, height);
      const popup = await openAt(opener, scroll.toolbarTop());
      const name =
        popup.getAttribute('aria-label') ??
        document.getElementById(popup.getAttribute('aria-labelledby') ?? '')?.textContent;
      expect(name).toContain(opener.name);
      if (opener.sheet) expect(popup.dataset.presentation).toBe(width <= breakpoints.mobile ? 'sheet' : 'anchored');
      // The position settles over a frame or two after the content loads.
      await expect.poll(() => inViewport(popup)).toEqual(everywhere);
      for (const label of opener.buttons) {
        const button = Array.from(popup.querySelectorAll('button')).find((b) => b.textContent === label);
        expect(button, `${label} in ${opener.name}`).toBeTruthy();
        expect(inViewport(button as Element), `${label} in ${opener.name}`).toEqual(everywhere);
        expect(insidePopup(button as Element, popup), `${label} in ${opener.name} is not scrolled away`).toBe(true);
      }
    });
  }
});
