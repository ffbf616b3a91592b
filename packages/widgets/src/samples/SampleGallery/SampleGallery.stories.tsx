import { media } from '@dubkit/ui/vars';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { takeStudioScript } from '../../studio/handoff';
import { findToast } from '../../testing/reply';
import { sampleServer, storySamples } from '../../testing/samples/samples';
import { allowPlayback, eventually, navigated, PATIENCE, STUDIO_STORY } from '../../testing/studio/stories';
import { withDubKit } from '../../testing/withDubKit';
import { SampleGallery } from './SampleGallery';

const server = sampleServer();
const all = storySamples();
const first = all[0];
const second = all[1];

const meta = {
  title: 'Samples/SampleGallery',
  component: SampleGallery,
  decorators: [withDubKit],
  parameters: {
    dubkit: { ...STUDIO_STORY, unhandled: 'notFound', setup: server.reset },
    msw: { handlers: server.handlers },
  },
} satisfies Meta<typeof SampleGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'AI样音' });
const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '样音列表' }, PATIENCE);
const cards = async (canvasElement: HTMLElement) => {
  const shown = await list(canvasElement);
  await eventually(() => expect(shown).toHaveAttribute('aria-busy', 'false'));
  return within(shown).getAllByRole('listitem');
};
const card = async (canvasElement: HTMLElement, name: string) => {
  await cards(canvasElement);
  const open = within(canvasElement).getByRole('button', { name: `查看${name}` });
  return open.closest('li') as HTMLElement;
};
const player = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('button', { name: `试听${name}` }, PATIENCE);
const expectedColumns = () => (matchMedia(media.narrow).matches ? 1 : matchMedia(media.tablet).matches ? 2 : 4);
const columnsOf = (grid: HTMLElement) => getComputedStyle(grid).gridTemplateColumns.split(' ').length;

/** play() never settles: the sample's audio is still being rendered on the server. */
function holdPlayback(): () => void {
  const original = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = () => new Promise<void>(() => {});
  return () => {
    HTMLMediaElement.prototype.play = original;
  };
}

const slow = sampleServer({ delayMs: 'infinite' });

/** The first page on its way: placeholder cards, the list busy, no pager yet. */
export const Loading: Story = {
  parameters: { dubkit: { setup: slow.reset }, msw: { handlers: slow.handlers } },
  play: async ({ canvasElement }) => {
    const shown = await list(canvasElement);
    await expect(shown).toHaveAttribute('aria-busy', 'true');
    await expect(region(canvasElement)).toHaveAttribute('data-status', 'loading');
    await expect(within(canvasElement).queryByRole('button', { name: /^试听/ })).toBeNull();
    await expect(within(canvasElement).queryByRole('navigation', { name: '样音分页' })).toBeNull();
  },
};

/** 全部 then each scene as tabs; twenty cards a page, four a row on a desktop, each with voice, hot and a player. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const shown = await cards(canvasElement);
    await expect(shown).toHaveLength(20);
    await expect(server.searches).toEqual([{ sceneId: 0, page: 1, pageSize: 20 }]);
    await expect(columnsOf(await list(canvasElement))).toBe(expectedColumns());
    const tabs = within(canvasElement).getByRole('tablist', { name: '样音场景' });
    await eventually(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['全部', '广告促销', '新闻播报', '有声读物', '短视频解说', '教育培训', '企业宣传', '情感电台']),
    );
    await expect(within(tabs).getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');

    const firstCard = await card(canvasElement, first?.name ?? '');
    await expect(within(firstCard).getByText('晓晓 · 广告')).toBeVisible();
    await expect(within(firstCard).getByText('热度 1.2万')).toBeVisible();
    await expect(within(firstCard).getByText(first?.comment ?? '')).toBeVisible();
    const button = within(firstCard).getByRole('button', { name: `试听${first?.name}` });
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(button).toHaveAttribute('aria-pressed', 'false');

    const nav = within(canvasElement).getByRole('navigation', { name: '样音分页' });
    await expect(within(nav).getByRole('button', { name: '第 3 页' })).toBeVisible();
  },
};

/** A phone shows one card a row; the scene tabs scroll sideways in their row, never the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const shown = await cards(canvasElement);
    await expect(columnsOf(await list(canvasElement))).toBe(1);
    await expect(new Set(shown.map((item) => Math.round(item.getBoundingClientRect().left))).size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const tabs = within(canvasElement).getByRole('tablist', { name: '样音场景' });
    await eventually(() => expect(tabs.scrollWidth).toBeGreaterThan(tabs.clientWidth));
    await expect(within(canvasElement).getByRole('navigation', { name: '样音分页' })).toBeVisible();
    // Left from 全部 wraps to the last scene, which the row scrolls into view.
    within(tabs).getByRole('tab', { name: '全部' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    const last = within(tabs).getByRole('tab', { name: '情感电台' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await eventually(() => expect(tabs.scrollLeft).toBeGreaterThan(0));
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(await within(canvasElement).findByText('该场景暂无样音', undefined, PATIENCE)).toBeVisible();
  },
};

/** Picking a scene, by click or arrow key, shows that scene's samples from its first page. */
export const PickScene: Story = {
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '第 2 页' }));
    await eventually(() => expect(server.searches.at(-1)).toEqual({ sceneId: 0, page: 2, pageSize: 20 }));
    await userEvent.click(within(canvasElement).getByRole('tab', { name: '新闻播报' }));
    await eventually(() => expect(server.searches.at(-1)).toEqual({ sceneId: 2, page: 1, pageSize: 20 }));
    const shown = await cards(canvasElement);
    await expect(shown).toHaveLength(all.filter((s) => s.sceneId === 2).length);
    await expect(within(canvasElement).getByRole('button', { name: `查看${second?.name}` })).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation', { name: '样音分页' })).toBeNull();

    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvasElement).getByRole('tab', { name: '有声读物' })).toHaveFocus();
    await eventually(() => expect(server.searches.at(-1)).toEqual({ sceneId: 3, page: 1, pageSize: 20 }));
  },
};

/** A scene with no samples says so. */
export const EmptyScene: Story = {
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('tab', { name: '情感电台' }));
    await expect(await within(canvasElement).findByText('该场景暂无样音', undefined, PATIENCE)).toBeVisible();
    await expect(within(canvasElement).queryByRole('list', { name: '样音列表' })).toBeNull();
    await expect(region(canvasElement)).toHaveAttribute('data-status', 'ready');
  },
};

/** The pager pages twenty at a time; the last page has the rest. */
export const Pager: Story = {
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const nav = within(canvasElement).getByRole('navigation', { name: '样音分页' });
    await expect(within(nav).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: '第 3 页' }));
    await eventually(() => expect(server.searches.at(-1)).toEqual({ sceneId: 0, page: 3, pageSize: 20 }));
    await eventually(async () => expect(await cards(canvasElement)).toHaveLength(all.length - 40));
    await expect(within(nav).getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByRole('button', { name: `查看${all[40]?.name}` })).toBeVisible();
  },
};

const failing = sampleServer({ failure: '服务繁忙' });

/** A failed load offers to load again. */
export const LoadFailed: Story = {
  parameters: { dubkit: { setup: failing.reset }, msw: { handlers: failing.handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('样音加载失败', undefined, PATIENCE)).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新加载' }));
    await eventually(() => expect(failing.searches).toHaveLength(2));
  },
};

/** Its audio still on the way (rendered on first request): the player shows loading and reports nothing yet. */
export const PlayerLoading: Story = {
  beforeEach: holdPlayback,
  play: async ({ canvasElement }) => {
    const button = await player(canvasElement, first?.name ?? '');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-state', 'loading');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(server.reports).toEqual([]);
    // Pressed again while loading, it stops.
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-state', 'idle');
  },
};

/** Playing reports an audition (event 1) once; starting another sample stops the first: one plays at a time. */
export const PlayerPlaying: Story = {
  beforeEach: allowPlayback,
  play: async ({ canvasElement }) => {
    const one = await player(canvasElement, first?.name ?? '');
    const two = await player(canvasElement, second?.name ?? '');
    await userEvent.click(one);
    await eventually(() => expect(one).toHaveAttribute('data-state', 'playing'));
    await eventually(() => expect(server.reports).toEqual([{ id: first?.id, event: 1 }]));
    await userEvent.click(two);
    await eventually(() => expect(two).toHaveAttribute('data-state', 'playing'));
    await expect(one).toHaveAttribute('data-state', 'idle');
    // Playing the first again in this visit sends no second report.
    await userEvent.click(one);
    await eventually(() => expect(one).toHaveAttribute('data-state', 'playing'));
    await expect(two).toHaveAttribute('data-state', 'idle');
    await expect(server.reports).toEqual([
      { id: first?.id, event: 1 },
      { id: second?.id, event: 1 },
    ]);
    await userEvent.click(one);
    await expect(one).toHaveAttribute('data-state', 'idle');
  },
};

const reportDown = sampleServer({ reportFailure: '服务繁忙' });

/** A report the server refuses is no concern of the listener: the sample plays on and no toast appears. */
export const ReportFailed: Story = {
  beforeEach: allowPlayback,
  parameters: { dubkit: { setup: reportDown.reset }, msw: { handlers: reportDown.handlers } },
  play: async ({ canvasElement }) => {
    const button = await player(canvasElement, first?.name ?? '');
    await userEvent.click(button);
    await eventually(() => expect(reportDown.reports).toEqual([{ id: first?.id, event: 1 }]));
    await expect(button).toHaveAttribute('data-state', 'playing');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByText(/服务繁忙/)).toBeNull();
    await userEvent.click(button);
  },
};

/** A sample that cannot play says why: 播放失败： and the reason. */
export const PlayFailed: Story = {
  beforeEach: () => {
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = () => Promise.reject(new Error('音频格式不受支持'));
    return () => {
      HTMLMediaElement.prototype.play = original;
    };
  },
  play: async ({ canvasElement }) => {
    const button = await player(canvasElement, first?.name ?? '');
    await userEvent.click(button);
    await findToast('播放失败：音频格式不受支持');
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(server.reports).toEqual([]);
  },
};

/** A card opens its detail: voice, comment, the text, its own player and 去配音; Escape closes it. */
export const DetailDialog: Story = {
  beforeEach: allowPlayback,
  play: async ({ canvasElement }) => {
    const opener = within(await card(canvasElement, first?.name ?? '')).getByRole('button', {
      name: `查看${first?.name}`,
    });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: first?.name }, PATIENCE);
    await expect(within(dialog).getByText(first?.templateText ?? '')).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: '样音文本' })).toBeVisible();
    await expect(within(dialog).getByText('晓晓 · 广告')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '去配音' })).toBeEnabled();
    const inDialog = within(dialog).getByRole('button', { name: `试听${first?.name}` });
    await userEvent.click(inDialog);
    await eventually(() => expect(inDialog).toHaveAttribute('data-state', 'playing'));
    await eventually(() => expect(server.reports).toEqual([{ id: first?.id, event: 1 }]));
    await userEvent.keyboard('{Escape}');
    await eventually(() => expect(screen.queryByRole('dialog', { name: first?.name })).toBeNull());
    await expect(navigated).not.toHaveBeenCalled();
  },
};

/** 去配音 reports a use (event 2), closes the dialog and opens the creation page with the sample's anchor, template and text. */
export const UseSample: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(await card(canvasElement, second?.name ?? '')).getByRole('button', { name: `查看${second?.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: second?.name }, PATIENCE);
    await userEvent.click(within(dialog).getByRole('button', { name: '去配音' }));
    await eventually(() => expect(navigated).toHaveBeenCalledTimes(1));
    await eventually(() => expect(screen.queryByRole('dialog', { name: second?.name })).toBeNull());
    const url = new URL(String(navigated.mock.calls[0]?.[0]), 'https://example.test');
    await expect(url.pathname).toBe('/creation');
    await expect(url.searchParams.get('anchorType')).toBe('0');
    await expect(url.searchParams.get('anchorId')).toBe(String(second?.anchorId));
    await expect(url.searchParams.get('templateId')).toBe(String(second?.templateId));
    await expect(takeStudioScript(url.searchParams.get('script') ?? '')).toEqual({
      kind: 'text',
      text: second?.templateText,
      title: second?.name,
    });
    await eventually(() => expect(server.reports).toEqual([{ id: second?.id, event: 2 }]));
  },
};

/** A visitor may browse and listen; 去配音 asks to log in first and goes on after. */
export const UseAsVisitor: Story = {
  parameters: { dubkit: { user: null } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(await card(canvasElement, first?.name ?? '')).getByRole('button', { name: `查看${first?.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: first?.name }, PATIENCE);
    await userEvent.click(within(dialog).getByRole('button', { name: '去配音' }));
    const login = await screen.findByRole('dialog', { name: '登录' }, PATIENCE);
    await expect(navigated).not.toHaveBeenCalled();
    await expect(server.reports).toEqual([]);
    await userEvent.click(within(login).getByRole('button', { name: '登录' }));
    await eventually(() => expect(navigated).toHaveBeenCalledTimes(1));
    await expect(String(navigated.mock.calls[0]?.[0])).toMatch(
      new RegExp(`^/creation\\?anchorType=0&anchorId=${first?.anchorId}&templateId=${first?.templateId}&script=`),
    );
    await eventually(() => expect(server.reports).toEqual([{ id: first?.id, event: 2 }]));
  },
};
