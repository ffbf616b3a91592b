import { media } from '@dubkit/ui/vars';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { promptServer, storyPrompts } from '../../testing/assistant/prompts';
import { findToast } from '../../testing/reply';
import { eventually, grantClipboard, PATIENCE } from '../../testing/tools/stories';
import { withDubKit } from '../../testing/withDubKit';
import { PromptLibrary } from './PromptLibrary';

const server = promptServer();

const meta = {
  title: 'Assistant/PromptLibrary',
  component: PromptLibrary,
  decorators: [withDubKit],
  parameters: { dubkit: { unhandled: 'notFound', setup: server.reset }, msw: { handlers: server.handlers } },
} satisfies Meta<typeof PromptLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '提示词库' });
const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '提示词列表' }, PATIENCE);
const cards = async (canvasElement: HTMLElement) => within(await list(canvasElement)).getAllByRole('article');
const card = async (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('article', { name: title }, PATIENCE);
const pager = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: '提示词分页' });
const first = storyPrompts(30)[0];
const second = storyPrompts(30)[1];

/** The columns the grid should have at this width: four on desktops, two on tablets, one on phones. */
const expectedColumns = () => (matchMedia(media.narrow).matches ? 1 : matchMedia(media.tablet).matches ? 2 : 4);
const columnsOf = (grid: HTMLElement) => getComputedStyle(grid).gridTemplateColumns.split(' ').length;

/**
 * Replaces the clipboard for one story: `undefined` is a browser without the Clipboard API, where the hidden-textarea
 * fallback answers `copyCommandWorks`.
 */
function stubClipboard(copyCommandWorks: boolean) {
  return () => {
    const execCommand = fn((_command: string) => copyCommandWorks);
    const original = document.execCommand;
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = execCommand;
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
      document.execCommand = original;
    };
  };
}

const slow = promptServer({ delayMs: 'infinite' });

/** The first page on its way: placeholders, the region busy, no pager yet. */
export const Loading: Story = {
  parameters: { dubkit: { setup: slow.reset }, msw: { handlers: slow.handlers } },
  play: async ({ canvasElement }) => {
    const root = region(canvasElement);
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(root).toHaveAttribute('data-state', 'loading');
    await expect(within(root).getByRole('heading', { level: 2, name: '提示词库' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('list', { name: '提示词列表' })).toBeNull();
    await expect(within(canvasElement).queryByRole('navigation', { name: '提示词分页' })).toBeNull();
    await expect(within(canvasElement).queryByText('暂无提示词')).toBeNull();
  },
};

/** Twelve cards a page, four a row on a desktop; each shows title, category, the Chinese prompt, a toggle and copy. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const shown = await cards(canvasElement);
    await expect(shown).toHaveLength(12);
    await expect(server.calls).toEqual([{ page: 1, pageSize: 12 }]);
    await expect(region(canvasElement)).toHaveAttribute('aria-busy', 'false');
    await expect(columnsOf(await list(canvasElement))).toBe(expectedColumns());

    const firstCard = await card(canvasElement, first?.title ?? '');
    await expect(within(firstCard).getByRole('heading', { level: 3, name: first?.title })).toBeVisible();
    await expect(within(firstCard).getByText(first?.subtitle ?? '')).toBeVisible();
    await expect(within(firstCard).getByText(first?.promptZh ?? '')).toBeVisible();
    const toggle = within(firstCard).getByRole('group', { name: `${first?.title} 提示词语言` });
    await expect(within(toggle).getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(toggle).getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'false');
    await expect(within(firstCard).getByRole('button', { name: `复制“${first?.title}”` })).toBeVisible();

    const nav = pager(canvasElement);
    await expect(within(nav).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: '第 3 页' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: '下一页' })).toBeEnabled();
  },
};

/** EN shows (and copies) the English prompt of that card only; 中文 brings the Chinese back. */
export const EnglishToggled: Story = {
  play: async ({ canvasElement }) => {
    const firstCard = await card(canvasElement, first?.title ?? '');
    const secondCard = await card(canvasElement, second?.title ?? '');
    await userEvent.click(within(firstCard).getByRole('button', { name: 'EN' }));
    await expect(within(firstCard).getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
    const english = within(firstCard).getByText(first?.promptEn ?? '');
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(within(firstCard).queryByText(first?.promptZh ?? '')).toBeNull();
    await expect(within(secondCard).getByText(second?.promptZh ?? '')).toBeVisible();

    const clipboard = grantClipboard();
    try {
      await userEvent.click(within(firstCard).getByRole('button', { name: `复制“${first?.title}”` }));
      await findToast('已复制到剪贴板');
      await expect(clipboard).toHaveBeenCalledWith(first?.promptEn);
    } finally {
      clipboard.mockRestore();
    }

    await userEvent.click(within(firstCard).getByRole('button', { name: '中文' }));
    await expect(within(firstCard).getByText(first?.promptZh ?? '')).toBeVisible();
    await expect(firstCard).toHaveAttribute('data-language', 'zh');
  },
};

/** Copy puts the shown prompt on the clipboard: 已复制到剪贴板. */
export const CopySucceeded: Story = {
  play: async ({ canvasElement }) => {
    const secondCard = await card(canvasElement, second?.title ?? '');
    const clipboard = grantClipboard();
    try {
      await userEvent.click(within(secondCard).getByRole('button', { name: `复制“${second?.title}”` }));
      await findToast('已复制到剪贴板');
      await expect(clipboard).toHaveBeenCalledWith(second?.promptZh);
    } finally {
      clipboard.mockRestore();
    }
  },
};

/** Without the Clipboard API the hidden-textarea fallback copies: 复制成功. */
export const CopyFallback: Story = {
  beforeEach: stubClipboard(true),
  play: async ({ canvasElement }) => {
    const firstCard = await card(canvasElement, first?.title ?? '');
    await userEvent.click(within(firstCard).getByRole('button', { name: `复制“${first?.title}”` }));
    await findToast('复制成功');
  },
};

/** Neither way copies: 复制失败, and the button shows it failed. */
export const CopyFailed: Story = {
  beforeEach: stubClipboard(false),
  play: async ({ canvasElement }) => {
    const firstCard = await card(canvasElement, first?.title ?? '');
    const copy = within(firstCard).getByRole('button', { name: `复制“${first?.title}”` });
    await userEvent.click(copy);
    await findToast('复制失败');
    await expect(copy).toHaveAttribute('data-state', 'failed');
  },
};

/** The pager: page 2 by its number, page 3 by 下一页, back by 上一页; each asks for its page of twelve. */
export const SecondPage: Story = {
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(within(pager(canvasElement)).getByRole('button', { name: '第 2 页' }));
    await card(canvasElement, '提示词 13');
    await expect(await cards(canvasElement)).toHaveLength(12);
    await expect(within(pager(canvasElement)).getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(canvasElement).queryByRole('article', { name: first?.title })).toBeNull();

    await userEvent.click(within(pager(canvasElement)).getByRole('button', { name: '下一页' }));
    await card(canvasElement, '提示词 25');
    await expect(await cards(canvasElement)).toHaveLength(6);
    await expect(within(pager(canvasElement)).getByRole('button', { name: '下一页' })).toBeDisabled();

    await userEvent.click(within(pager(canvasElement)).getByRole('button', { name: '上一页' }));
    await card(canvasElement, '提示词 13');
    await expect(server.calls.map((call) => call.page)).toEqual([1, 2, 3, 2]);
    await expect(server.calls.every((call) => call.pageSize === 12)).toBe(true);
  },
};

/** The keyboard reaches every toggle, copy button and page: Tab to them, Enter or Space to act. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const firstCard = await card(canvasElement, first?.title ?? '');
    await userEvent.tab();
    await expect(within(firstCard).getByRole('button', { name: '中文' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(firstCard).getByRole('button', { name: 'EN' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(firstCard).getByText(first?.promptEn ?? '')).toBeVisible();
    await userEvent.tab();
    await expect(within(firstCard).getByRole('button', { name: `复制“${first?.title}”` })).toHaveFocus();

    // On to the pager past the other cards' three stops each.
    const next = within(pager(canvasElement)).getByRole('button', { name: '下一页' });
    for (let stop = 0; stop < 60 && document.activeElement !== next; stop += 1) await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await card(canvasElement, '提示词 13');
    await expect(within(pager(canvasElement)).getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const empty = promptServer({ prompts: [] });

/** No prompts: 暂无提示词, no pager. */
export const Empty: Story = {
  parameters: { dubkit: { setup: empty.reset }, msw: { handlers: empty.handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无提示词', {}, PATIENCE)).toBeVisible();
    await expect(within(canvasElement).queryByRole('list', { name: '提示词列表' })).toBeNull();
    await expect(within(canvasElement).queryByRole('navigation', { name: '提示词分页' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: '重新加载' })).toBeNull();
  },
};

const down = promptServer({ failure: '提示词服务繁忙' });

/** The load fails quietly (spec §8): no toast, the empty placeholder and a way to try again. */
export const LoadFailedQuietly: Story = {
  parameters: { dubkit: { setup: down.reset }, msw: { handlers: down.handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无提示词', {}, PATIENCE)).toBeVisible();
    await expect(region(canvasElement)).toHaveAttribute('data-state', 'failed');
    await expect(screen.queryByText('提示词服务繁忙')).toBeNull();
    await expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新加载' }));
    await eventually(() => expect(down.calls).toHaveLength(2));
    await expect(screen.queryByText('提示词服务繁忙')).toBeNull();
  },
};

const pageTwoDown = promptServer({ failingPages: [2], failure: '提示词服务繁忙' });

/** Page 2 fails quietly: page 1's cards stay, still numbered 1 in the pager, and no toast. */
export const NextPageFailsQuietly: Story = {
  parameters: { dubkit: { setup: pageTwoDown.reset }, msw: { handlers: pageTwoDown.handlers } },
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(within(pager(canvasElement)).getByRole('button', { name: '第 2 页' }));
    await eventually(() => expect(region(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(await card(canvasElement, first?.title ?? '')).toBeVisible();
    await expect(within(pager(canvasElement)).getByRole('button', { name: '第 1 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(screen.queryByText('提示词服务繁忙')).toBeNull();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

const byItems = promptServer({ totalIsItems: true, prompts: storyPrompts(40) });

/** A host whose server counts prompts in `total` says so: 40 prompts are four pages, not forty. */
export const TotalCountsPrompts: Story = {
  args: { totalIs: 'items' },
  parameters: { dubkit: { setup: byItems.reset }, msw: { handlers: byItems.handlers } },
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const nav = pager(canvasElement);
    await expect(within(nav).getByRole('button', { name: '第 4 页' })).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: '第 5 页' })).toBeNull();
  },
};

/** A phone: one card a row, nothing wider than the screen, the pager within it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await cards(canvasElement)).toHaveLength(12);
    await waitFor(async () => expect(columnsOf(await list(canvasElement))).toBe(1), PATIENCE);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const nav = pager(canvasElement);
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const firstCard = await card(canvasElement, first?.title ?? '');
    await userEvent.click(within(firstCard).getByRole('button', { name: 'EN' }));
    await expect(within(firstCard).getByText(first?.promptEn ?? '')).toBeVisible();
  },
};
