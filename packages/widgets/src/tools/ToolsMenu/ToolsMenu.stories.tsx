import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { eventually, PATIENCE, TOOLS_STORY } from '../../testing/tools/stories';
import { navigateSpy, withDubKit } from '../../testing/withDubKit';
import { ToolsMenu } from './ToolsMenu';

const meta = {
  title: 'Tools/ToolsMenu',
  component: ToolsMenu,
  decorators: [withDubKit],
  args: { appDownloadUrl: 'https://dubkit.cn/download' },
  parameters: { dubkit: TOOLS_STORY },
} satisfies Meta<typeof ToolsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '智能工具列表' });

/** The spec's tools in order, each leading to its page; the teleprompter last. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(list(canvasElement)).getAllByRole('listitem');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '视频提取',
      '文案提取',
      '智能改写',
      '图片OCR',
      '音频提取',
      '提词器',
    ]);
    const links = {
      视频提取: '/aitools/rwm',
      文案提取: '/aitools/asr-v2',
      智能改写: '/aitools/rewrite',
      图片OCR: '/aitools/ocr',
      音频提取: '/aitools/audioParse',
    };
    for (const [name, href] of Object.entries(links))
      await expect(within(canvasElement).getByRole('link', { name })).toHaveAttribute('href', href);
    await userEvent.click(within(canvasElement).getByRole('link', { name: '图片OCR' }));
    await expect(navigateSpy).toHaveBeenCalledWith('/aitools/ocr');
  },
};

/** The teleprompter lives in the app: its card opens the app download code; Escape closes it. */
export const TeleprompterDialog: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '提词器' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '下载配音工坊 App' });
    await eventually(() => expect(dialog).toBeVisible());
    await expect(await within(dialog).findByRole('img', { name: '配音工坊 App 下载二维码' }, PATIENCE)).toBeVisible();
    await expect(within(dialog).getByText('提词器需在配音工坊 App 中使用，请用手机扫码下载')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await eventually(() => expect(screen.queryByRole('dialog', { name: '下载配音工坊 App' })).not.toBeInTheDocument());
    // Focus goes back on the frame after the dialog closes, which a busy machine may paint late.
    await eventually(() => expect(button).toHaveFocus());
  },
};

/** By keyboard: each card is one tab stop. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: '视频提取' })).toHaveFocus();
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '提词器' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: '下载配音工坊 App' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = list(canvasElement);
    await expect(within(root).getAllByRole('listitem')).toHaveLength(6);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
