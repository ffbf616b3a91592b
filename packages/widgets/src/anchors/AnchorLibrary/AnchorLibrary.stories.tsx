import { routes } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withDubKit } from '../../testing';
import { anchors } from '../../testing/anchors/fixtures';
import { catalogueHandlers, customAnchorHandlers, searchHandler } from '../../testing/anchors/handlers';
import { CONTRACT_STORY, Failure, findToast, reply, STORY_USER, shown } from '../../testing/reply';
import { AnchorLibrary } from './AnchorLibrary';
import type { QueryParams } from './anchorQuery';

const meta = {
  title: 'Widgets/Library/AnchorLibrary',
  component: AnchorLibrary,
  decorators: [withDubKit],
  args: { onQueryChange: fn() },
  parameters: { msw: { handlers: catalogueHandlers() }, dubkit: CONTRACT_STORY },
} satisfies Meta<typeof AnchorLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvas: HTMLElement) => within(canvas).findByRole('list', { name: '主播库' });
const cards = async (canvas: HTMLElement) => within(await grid(canvas)).findAllByRole('heading', { level: 3 });
const loaded = (canvas: HTMLElement) => within(canvas).findByText(/共 \d+ 个主播/);

export const Loading: Story = {
  parameters: { msw: { handlers: catalogueHandlers({ delay: 'infinite' }) } },
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement);
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).queryAllByRole('heading')).toHaveLength(0);
    await expect(within(canvasElement).queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await shown(canvas.getByText('共 45 个主播'));
    await expect(await cards(canvasElement)).toHaveLength(20);
    for (const name of ['排序', '语言', '地区', '性别', '等级', '场景'])
      await shown(canvas.getByRole('radiogroup', { name }));
    await expect(canvas.getByRole('radio', { name: '热门推荐' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '普通话' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '全部地区' })).toBeChecked();
    const first = canvas.getAllByRole('listitem')[0] as HTMLElement;
    await shown(within(first).getByText('热门'));
    await shown(within(first).getByText('高级'));
    await shown(within(first).getByText('3种风格'));
    await expect(within(first).getByRole('button', { name: '收藏晓萱' })).toHaveAttribute('aria-pressed', 'true');
    const pages = canvas.getByRole('navigation', { name: '主播分页' });
    await shown(within(pages).getByRole('button', { name: '第 3 页' }));
    await expect(within(pages).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [searchHandler([]), ...catalogueHandlers()] } },
  play: async ({ canvasElement }) => {
    await shown(await within(canvasElement).findByText('暂无主播'));
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    msw: { handlers: [reply(routes.anchors.search, new Failure(500, '服务器开小差了')), ...catalogueHandlers()] },
  },
  play: async ({ canvasElement }) => {
    await shown(await within(canvasElement).findByText('主播加载失败'));
    await findToast('服务器开小差了');
    await expect(within(canvasElement).getByRole('button', { name: '重新加载' })).toBeEnabled();
  },
};

export const Filtered: Story = {
  args: { query: { page: '1', sex: '2', level: '3', sort: '1', language: '1', scene: '0' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('radio', { name: '女声' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '情感' })).toBeChecked();
    const names = (await cards(canvasElement)).map((heading) => heading.textContent);
    await expect(names.every((name) => name?.startsWith('晓辰'))).toBe(true);
    await expect(args.onQueryChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: '有声书' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      page: '1',
      scene: '2',
      sex: '2',
      language: '1',
      level: '3',
      sort: '1',
      locale: '0',
      name: undefined,
    });
    await userEvent.click(canvas.getByRole('radio', { name: '中国台湾' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ locale: '102', page: '1' }));
    await userEvent.click(canvas.getByRole('radio', { name: '粤语' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ language: '2', locale: '0', page: '1' }),
    );
    await waitFor(() => expect(canvas.getByRole('radio', { name: '全部地区' })).toBeChecked());
    await expect(await canvas.findByRole('radio', { name: '中国香港' })).not.toBeChecked();
    await shown(await canvas.findByText('暂无主播'));
  },
};

export const Paged: Story = {
  args: { query: { page: '2' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const pages = canvas.getByRole('navigation', { name: '主播分页' });
    await expect(within(pages).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect((await cards(canvasElement))[0]).toHaveTextContent(anchors[20]?.name ?? '');
    await userEvent.click(within(pages).getByRole('button', { name: '下一页' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: '3' }));
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(5));
    await userEvent.click(canvas.getByRole('radio', { name: '男声' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: '1', sex: '1' }));
  },
};

export const NameSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const search = canvas.getByRole('searchbox', { name: '搜索主播' });
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await findToast('请输入搜索内容');

    await userEvent.type(search, '云健{Enter}');
    await shown(await canvas.findByText(/“云健”的搜索结果/));
    await waitFor(async () =>
      expect(within(await grid(canvasElement)).getAllByRole('button', { name: /^云健\d?$/ })).toHaveLength(6),
    );
    await expect(await cards(canvasElement)).toHaveLength(6);
    await expect(canvas.queryByRole('navigation', { name: '主播分页' })).not.toBeInTheDocument();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: '云健', page: '1' }));

    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(search).toHaveValue('');
    await shown(await canvas.findByText('共 45 个主播'));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: undefined }));

    await userEvent.type(search, '晓{Enter}');
    await canvas.findByText(/“晓”的搜索结果/);
    await userEvent.click(canvas.getByRole('radio', { name: '男声' }));
    await expect(search).toHaveValue('');
    await waitFor(() => expect(canvas.queryByText(/的搜索结果/)).not.toBeInTheDocument());
  },
};

/** A reloaded or shared link: the region and the name search it names are shown again. */
export const FromLink: Story = {
  args: { query: { language: '1', locale: '102', name: '云健' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(await canvas.findByText(/“云健”的搜索结果/));
    await expect(canvas.getByRole('searchbox', { name: '搜索主播' })).toHaveValue('云健');
    await expect(canvas.getByRole('radio', { name: '中国台湾' })).toBeChecked();
    await expect(args.onQueryChange).not.toHaveBeenCalled();

    // Leaving the search returns to the region the link named.
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await shown(await canvas.findByText('共 45 个主播'));
    await expect(canvas.getByRole('radio', { name: '中国台湾' })).toBeChecked();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ locale: '102', name: undefined }),
    );
  },
};

/** The library in a host that keeps its parameters as history entries, with the browser's back button. */
function WithHistory() {
  const [entries, setEntries] = useState<QueryParams[]>([{}]);
  return (
    <>
      <button type="button" onClick={() => setEntries((list) => list.slice(0, -1))} disabled={entries.length < 2}>
        后退
      </button>
      <AnchorLibrary
        query={entries.at(-1)}
        onQueryChange={(query) => setEntries((list) => [...list, { ...list.at(-1), ...query }])}
      />
    </>
  );
}

export const BackAndForward: Story = {
  render: () => <WithHistory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '中国台湾' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索主播' }), '云健{Enter}');
    await shown(await canvas.findByText(/“云健”的搜索结果/));

    await userEvent.click(canvas.getByRole('button', { name: '后退' }));
    await waitFor(() => expect(canvas.queryByText(/的搜索结果/)).not.toBeInTheDocument());
    await expect(canvas.getByRole('searchbox', { name: '搜索主播' })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: '中国台湾' })).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: '后退' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: '全部地区' })).toBeChecked());
  },
};

export const DetailOpen: Story = {
  parameters: { dubkit: { onNavigate: fn() } },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '云健' }));
    const dialog = await screen.findByRole('dialog', { name: '云健' });
    const styles = await within(dialog).findByRole('radiogroup', { name: '风格' });
    await expect(within(styles).getByRole('radio', { name: /叙述/ })).toBeChecked();
    await userEvent.click(within(styles).getByRole('radio', { name: /开心/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '少年' }));
    await expect(within(dialog).getByRole('button', { name: '少年' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: '立即配音' }));
    // A visitor logs in first; the start continues right after.
    const login = await screen.findByRole('dialog', { name: '登录' });
    await userEvent.click(within(login).getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(parameters.dubkit.onNavigate).toHaveBeenCalledWith(
        '/creation?anchorType=0&anchorId=12&templateId=122&roleId=121',
      ),
    );
  },
};

export const Favourite: Story = {
  parameters: { dubkit: { user: STORY_USER } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const toggle = canvas.getByRole('button', { name: '收藏云健' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: '收藏晓萱' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '收藏晓萱' })).toHaveAttribute('aria-pressed', 'false'),
    );
  },
};

export const FavouriteRefused: Story = {
  parameters: {
    dubkit: { user: STORY_USER },
    msw: { handlers: [reply(routes.anchors.favorite, new Failure(500, '收藏失败')), ...catalogueHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const toggle = canvas.getByRole('button', { name: '收藏云健' });
    await userEvent.click(toggle);
    await findToast('收藏失败');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const CustomAnchors: Story = {
  args: { query: { sort: '11' } },
  parameters: {
    dubkit: { user: STORY_USER },
    msw: { handlers: [...customAnchorHandlers(), ...catalogueHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(await canvas.findByText('共 1 个主播'));
    await expect(canvas.getByRole('radio', { name: '我的定制' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: /^收藏/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '我的旁白' }));
    const dialog = await screen.findByRole('dialog', { name: '我的旁白' });
    await shown(await within(dialog).findByText('温柔旁白，语速稍慢'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: '我的旁白' })).toHaveFocus());
  },
};

/** Phones: one card per row; each filter row scrolls sideways in its own box, and the keyboard brings a tag into view. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const lefts = new Set((await cards(canvasElement)).map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const search = canvas.getByRole('button', { name: '搜索' });
    await expect(search.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const scenes = canvas.getByRole('radiogroup', { name: '场景' });
    const row = within(scenes).getAllByRole('radio');
    const scroller = (row[0] as HTMLElement).closest('label')?.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // Left from the first tag wraps to the last, which the row scrolls into view.
    (row[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    const last = row.at(-1) as HTMLElement;
    await waitFor(() => expect(last).toBeChecked());
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: '1' }));
  },
};
