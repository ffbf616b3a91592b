import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOOLS_STORY } from '../../testing/tools/stories';
import { navigateSpy, withDubKit } from '../../testing/withDubKit';
import { AiToolsLayout } from './AiToolsLayout';

const meta = {
  title: 'Tools/AiToolsLayout',
  component: AiToolsLayout,
  decorators: [withDubKit],
  args: {
    currentPath: '/aitools/ocr',
    children: (
      <div style={{ padding: 24, border: '1px dashed #cbd5e1', borderRadius: 8, minHeight: 240 }}>
        <h2 style={{ margin: 0 }}>图片文字识别</h2>
        <p>当前工具的页面内容</p>
      </div>
    ),
  },
  parameters: { dubkit: TOOLS_STORY },
} satisfies Meta<typeof AiToolsLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: '工具菜单' });

/** The side menu: the tool pages in order, the current one marked; the page beside it. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const links = within(nav(canvasElement)).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      '图片OCR',
      '文案提取',
      '视频提取',
      '音频提取',
      '智能改写',
      '视频下载',
    ]);
    await expect(within(canvasElement).getByRole('link', { name: '图片OCR' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByRole('link', { name: '视频下载' })).toHaveAttribute(
      'href',
      '/aitools/blobDownloader',
    );
    await expect(within(canvasElement).getByRole('heading', { name: '图片文字识别' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('link', { name: '视频提取' }));
    await expect(navigateSpy).toHaveBeenCalledWith('/aitools/rwm');
  },
};

export const VideoExtractCurrent: Story = {
  args: { currentPath: '/aitools/rwm?from=tools' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '视频提取' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByRole('link', { name: '图片OCR' })).not.toHaveAttribute('aria-current');
  },
};

/** Phones: the menu is one row above the page that scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { currentPath: '/aitools/audioParse' },
  play: async ({ canvasElement }) => {
    const menu = nav(canvasElement);
    await expect(getComputedStyle(menu.querySelector('ul') as HTMLElement).flexDirection).toBe('row');
    await expect(menu.scrollWidth).toBeGreaterThan(menu.clientWidth);
    const current = within(menu).getByRole('link', { name: '音频提取' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The current tool, off the first screen of the row, is scrolled into view.
    await expect(menu.scrollLeft).toBeGreaterThan(0);
    const box = current.getBoundingClientRect();
    const menuBox = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(menuBox.left);
    await expect(box.right).toBeLessThanOrEqual(menuBox.right);
    // The page follows below the menu, not beside it.
    const page = within(canvasElement).getByRole('heading', { name: '图片文字识别' });
    await expect(page.getBoundingClientRect().top).toBeGreaterThan(menu.getBoundingClientRect().bottom);
  },
};
