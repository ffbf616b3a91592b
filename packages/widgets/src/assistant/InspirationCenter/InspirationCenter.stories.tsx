import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { navigateSpy, withDubKit } from '../../testing';
import { inspirationServer } from '../../testing/assistant/inspiration';
import { eventually, TOOLS_STORY } from '../../testing/tools/stories';
import { InspirationCenter } from './InspirationCenter';
import { contrastRatio, parseColor } from './labelColors';

const server = inspirationServer();

const meta = {
  title: 'Assistant/InspirationCenter',
  component: InspirationCenter,
  decorators: [withDubKit],
  parameters: { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } },
} satisfies Meta<typeof InspirationCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '灵感中心' });

/** The templates as cards: icon, title, subtitle, label; a card leads to its apply page. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '创作模板' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(cards[0]).toHaveTextContent('短视频口播稿');
    await expect(cards[0]).toHaveTextContent('输入主题，生成 60 秒内开头抓人、节奏紧凑的口播文案');
    await expect(cards[0]).toHaveTextContent('热门');
    await expect(within(cards[2] as HTMLElement).getByText('故')).toBeVisible();
    await expect(within(cards[3] as HTMLElement).getByText('广')).toBeVisible();

    // Every label reads at 4.5:1 or better, the server's pale white-on-yellow one included.
    for (const text of ['热门', '新品', '推荐']) {
      const label = within(list).getByText(text);
      const style = getComputedStyle(label);
      const ratio = contrastRatio(parseColor(style.color) as never, parseColor(style.backgroundColor) as never);
      await expect(ratio, text).toBeGreaterThanOrEqual(4.5);
    }

    const link = within(list).getByRole('link', { name: '使用模板：商品卖点文案' });
    await expect(link).toHaveAttribute('href', '/gpt/inspiration/apply?code=product-blurb');
    await userEvent.click(link);
    await expect(navigateSpy).toHaveBeenLastCalledWith('/gpt/inspiration/apply?code=product-blurb');
  },
};

/** The keyboard reaches each card's link and Enter follows it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: '创作模板' });
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: '使用模板：短视频口播稿' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigateSpy).toHaveBeenLastCalledWith('/gpt/inspiration/apply?code=product-blurb');
  },
};

const loading = inspirationServer({ listDelay: 'infinite' });

export const Loading: Story = {
  parameters: { msw: { handlers: loading.handlers } },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('list', { name: '数据加载中...' })).toBeVisible();
  },
};

const empty = inspirationServer({ list: [] });

export const Empty: Story = {
  parameters: { msw: { handlers: empty.handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无创作模板')).toBeVisible();
    await expect(within(canvasElement).getByText('模板正在准备中，稍后再来看看吧')).toBeVisible();
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

const failing = inspirationServer({ listFails: true });

/** A failed load says so in place, with a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: failing.handlers } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('模板加载失败');
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await eventually(() => expect(within(canvasElement).getByRole('alert')).toBeVisible());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '创作模板' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};
