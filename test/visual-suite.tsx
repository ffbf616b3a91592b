import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

type StoriesModule = { default: Meta } & Record<string, StoryObj | Meta | unknown>;

const THEMES = ['default', 'dark'] as const;

// Animations never settle into a stable frame, and a pointer left over the page by an earlier test file would show
// a hover state: screenshots compare the static look.
const freeze = document.createElement('style');
freeze.textContent =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;pointer-events:none!important}';
document.head.append(freeze);

/**
 * Screenshots every story of a module in the default and dark themes against committed baselines.
 * Stories listed in `page` are shot as the whole viewport, for content rendered in a portal (open dialogs).
 */
export function visualSuite(
  stories: StoriesModule,
  { skip = [] as string[], page: pageStories = [] as string[] } = {},
) {
  for (const theme of THEMES) {
    const composed = composeStories(stories, { initialGlobals: { theme } }) as unknown as Record<string, ComponentType>;
    describe(`${stories.default.title} (${theme})`, () => {
      for (const [name, Story] of Object.entries(composed)) {
        if (skip.includes(name)) continue;
        test(name, async () => {
          const screen = await render(<Story />);
          await document.fonts.ready;
          if (pageStories.includes(name)) {
            // The body spans the viewport while shot, so fixed overlays are inside its box.
            document.body.style.minHeight = '100vh';
            try {
              await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${name}-${theme}`);
            } finally {
              document.body.style.minHeight = '';
            }
            return;
          }
          const root = screen.container.querySelector('[data-dk-root]') ?? screen.container;
          await expect.element(page.elementLocator(root)).toMatchScreenshot(`${name}-${theme}`);
        });
      }
    });
  }
}
