import { composeStories } from '@storybook/react-vite';
import { afterAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './CreationCenter.stories';

const { TasksWithEveryStatus, Drafts } = composeStories(stories);

afterAll(() => page.viewport(1024, 768));

/** The element's box lies inside the window, so a finger reaches it without scrolling sideways. */
function expectOnScreen(element: Element) {
  const box = element.getBoundingClientRect();
  expect(box.width).toBeGreaterThan(0);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(window.innerWidth);
}

const region = () => page.getByRole('region', { name: '创作中心' });

describe.each([
  [390, 844],
  [360, 740],
])('the creation center on a %i×%i phone', (width, height) => {
  test('each task shows its status on screen, and a finished one its play and download', async () => {
    await page.viewport(width, height);
    await render(<TasksWithEveryStatus />);
    const download = region().getByRole('link', { name: '下载产品发布会开场', exact: true });
    await expect.element(download).toBeVisible();
    for (const status of ['合成成功', '合成中', '排队中', '合成失败：主播暂不可用']) {
      const shown = region().getByText(status, { exact: true }).elements();
      expect(shown.length).toBeGreaterThan(0);
      for (const label of shown) expectOnScreen(label);
    }
    const actions = [...region().getByRole('link').elements(), ...region().getByRole('button').elements()];
    expect(actions.length).toBeGreaterThan(2);
    for (const action of actions) expectOnScreen(action);
  });

  test("each draft's open and delete are on screen", async () => {
    await page.viewport(width, height);
    await render(<Drafts />);
    const open = region().getByRole('button', { name: '打开产品发布会开场草稿', exact: true });
    await expect.element(open).toBeVisible();
    expectOnScreen(open.element());
    expectOnScreen(region().getByRole('button', { name: '删除产品发布会开场草稿', exact: true }).element());
    for (const action of region()
      .getByRole('button', { name: /^(打开|删除)/ })
      .elements())
      expectOnScreen(action);
  });
});
