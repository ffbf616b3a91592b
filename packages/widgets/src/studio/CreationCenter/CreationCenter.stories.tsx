import { routes } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { mock, withDubKit } from '../../testing';
import { tasks } from '../../testing/studio/fixtures';
import { draftServer, taskHandlers } from '../../testing/studio/handlers';
import { allowPlayback, eventually, navigated, PATIENCE, STUDIO_STORY } from '../../testing/studio/stories';
import { CreationCenter, type CreationCenterProps } from './CreationCenter';
import type { CenterTab } from './creationCenterRules';

/** The creation center with the tab kept by the host, as a page keeps it in `?tab=`. */
function CreationCenterHost({ tab: initial, onTabChange }: CreationCenterProps) {
  const [tab, setTab] = useState<CenterTab>(initial);
  return (
    <CreationCenter
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        onTabChange(next);
      }}
    />
  );
}

const drafts = draftServer();
const listed = fn().mockName('task list query');

const meta = {
  title: 'Studio/CreationCenter',
  component: CreationCenterHost,
  decorators: [withDubKit],
  args: { tab: 0, onTabChange: fn() },
  parameters: {
    msw: {
      handlers: [
        mock(routes.tasks.list, ({ query }) => {
          listed(Object.fromEntries(query));
          const page = Number(query.get('page'));
          return { total: tasks.length, list: tasks.slice((page - 1) * 13, page * 13) };
        }),
        ...drafts.handlers,
      ],
    },
    dubkit: STUDIO_STORY,
  },
  beforeEach: () => {
    drafts.reset();
    listed.mockClear();
  },
} satisfies Meta<typeof CreationCenterHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const center = () => screen.findByRole('region', { name: '创作中心' }, PATIENCE);
const table = async (name: '配音任务' | '草稿箱') => {
  const found = await screen.findByRole('table', { name }, PATIENCE);
  await eventually(() => expect(found).toHaveAttribute('aria-busy', 'false'));
  return found;
};
const bodyRows = (found: HTMLElement) => within(found).getAllByRole('row').slice(1);

export const Loading: Story = {
  parameters: { msw: { handlers: taskHandlers(tasks, { delayMs: 'infinite' }) } },
  play: async () => {
    const region = await center();
    await expect(await within(region).findByRole('status', undefined, PATIENCE)).toHaveTextContent('数据加载中...');
    await expect(within(region).getByRole('table', { name: '配音任务' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const TasksWithEveryStatus: Story = {
  play: async () => {
    const found = await table('配音任务');
    await eventually(() => expect(listed).toHaveBeenCalledWith({ page: '1', size: '13' }));
    const rows = bodyRows(found);
    await expect(rows).toHaveLength(13);
    const [done, running, queued, failed] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(within(done).getByText('合成成功')).toBeVisible();
    await expect(within(done).getByRole('button', { name: '播放产品发布会开场' })).toBeVisible();
    await expect(within(done).getByRole('link', { name: '下载产品发布会开场' })).toHaveAttribute('download');
    const srt = within(done).getByRole('link', { name: '下载产品发布会开场的字幕 SRT' });
    await expect(srt).toHaveTextContent('字幕 SRT');
    await expect(srt).toHaveAttribute('download');
    await expect(srt.getAttribute('href')).toMatch(/^data:application\/x-subrip/);
    const vtt = within(done).getByRole('link', { name: '下载产品发布会开场的字幕 VTT' });
    await expect(vtt).toHaveTextContent('字幕 VTT');
    await expect(vtt.getAttribute('href')).toMatch(/^data:text\/vtt/);
    await expect(within(running).getByText('合成中')).toBeVisible();
    await expect(within(queued).getByText('排队中')).toBeVisible();
    await expect(within(failed).getByText('合成失败：主播暂不可用')).toBeVisible();
    for (const row of [running, queued, failed]) {
      await expect(within(row).queryByRole('button')).toBeNull();
      await expect(within(row).queryByRole('link')).toBeNull();
    }
    await expect(within(done).getByRole('rowheader')).toHaveTextContent('产品发布会开场');
    await expect(
      within(done)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['晓萱', '叙述', '120字']));
  },
};

/** A task finished before subtitles were made: its audio plays and downloads, and no subtitles are offered. */
export const TaskWithoutSubtitles: Story = {
  play: async () => {
    const found = await table('配音任务');
    const row = bodyRows(found)[4] as HTMLElement;
    await expect(within(row).getByRole('rowheader')).toHaveTextContent('纪录片旁白');
    await expect(within(row).getByRole('link', { name: '下载纪录片旁白' })).toBeVisible();
    await expect(within(row).getAllByRole('link')).toHaveLength(1);
    await expect(within(row).queryByText(/字幕/)).toBeNull();
  },
};

export const TasksSecondPage: Story = {
  play: async () => {
    const found = await table('配音任务');
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await eventually(() => expect(listed).toHaveBeenLastCalledWith({ page: '2', size: '13' }));
    await eventually(() => expect(within(found).getAllByRole('rowheader')[0]).toHaveTextContent('睡前故事·小熊'));
    await expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PlayDoneTask: Story = {
  beforeEach: allowPlayback,
  play: async () => {
    const found = await table('配音任务');
    const play = within(found).getByRole('button', { name: '播放产品发布会开场' });
    await userEvent.click(play);
    await eventually(() => expect(play).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(play);
    await expect(play).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Drafts: Story = {
  args: { tab: 1 },
  play: async () => {
    const found = await table('草稿箱');
    const rows = bodyRows(found);
    await expect(rows).toHaveLength(10);
    // A blank title shows as the default task title.
    await expect(within(rows[2] as HTMLElement).getByRole('rowheader')).toHaveTextContent('默认任务标题');
    await expect(screen.getByRole('tab', { name: '草稿箱' })).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('columnheader', { name: '更新时间' })).toBeVisible();
    await expect(screen.queryByRole('columnheader', { name: '状态' })).toBeNull();
  },
};

export const OpenDraft: Story = {
  args: { tab: 1 },
  play: async () => {
    const found = await table('草稿箱');
    await userEvent.click(within(found).getByRole('button', { name: '打开产品发布会开场草稿' }));
    await expect(navigated).toHaveBeenCalledWith('/creation?workId=900&anchorType=0&anchorId=11&templateId=110');
  },
};

export const SwitchTabs: Story = {
  play: async ({ args }) => {
    await table('配音任务');
    await userEvent.click(screen.getByRole('tab', { name: '草稿箱' }));
    await expect(args.onTabChange).toHaveBeenCalledWith(1);
    await expect(bodyRows(await table('草稿箱'))).toHaveLength(10);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith(0);
    await table('配音任务');
  },
};

export const DeleteConfirm: Story = {
  args: { tab: 1 },
  play: async () => {
    const found = await table('草稿箱');
    await userEvent.click(within(found).getByRole('button', { name: '删除产品发布会开场草稿' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除作品' }, PATIENCE);
    await expect(confirm).toHaveTextContent('该操作无法撤销或恢复，请再次确认要删除该作品吗？');
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await eventually(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(within(found).getByRole('rowheader', { name: '产品发布会开场草稿' })).toBeVisible();
  },
};

export const Deleted: Story = {
  args: { tab: 1 },
  play: async () => {
    const found = await table('草稿箱');
    await userEvent.click(within(found).getByRole('button', { name: '删除产品发布会开场草稿' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除作品' }, PATIENCE);
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await eventually(() => expect(screen.getByText('删除成功!')).toBeVisible());
    await eventually(() => expect(within(found).queryByRole('rowheader', { name: '产品发布会开场草稿' })).toBeNull());
    await expect(bodyRows(found)).toHaveLength(10);
  },
};

export const RefreshCooldown: Story = {
  play: async () => {
    await table('配音任务');
    const refresh = screen.getByRole('button', { name: '刷新' });
    await expect(refresh).toHaveAttribute('aria-disabled', 'false');
    const before = listed.mock.calls.length;
    await userEvent.click(refresh);
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await eventually(() => expect(listed).toHaveBeenCalledTimes(before + 1));
    await userEvent.click(refresh);
    await expect(refresh).toHaveFocus();
    await eventually(() => expect(refresh).toHaveAttribute('aria-disabled', 'false'));
    await eventually(() => expect(listed).toHaveBeenCalledTimes(before + 1));
    await userEvent.keyboard('{Enter}');
    await eventually(() => expect(listed).toHaveBeenCalledTimes(before + 2));
  },
};

export const EmptyTasks: Story = {
  parameters: { msw: { handlers: taskHandlers([]) } },
  play: async () => {
    await eventually(() => expect(screen.getByText('暂无配音任务')).toBeVisible());
  },
};

export const EmptyDrafts: Story = {
  args: { tab: 1 },
  parameters: { msw: { handlers: draftServer([]).handlers } },
  play: async () => {
    await eventually(() => expect(screen.getByText('暂无草稿')).toBeVisible());
  },
};

export const ListFails: Story = {
  parameters: { msw: { handlers: [mock(routes.tasks.list, { code: 500, message: '服务器繁忙', data: null })] } },
  play: async () => {
    await eventually(() => expect(screen.getByText('列表加载失败')).toBeVisible());
    await expect(screen.getByRole('button', { name: '重新加载' })).toBeEnabled();
  },
};

export const Visitor: Story = {
  parameters: { dubkit: { user: null } },
  play: async () => {
    const region = await center();
    await eventually(() => expect(screen.getAllByText('请先登录您的账号！')[0]).toBeVisible());
    await expect(within(region).queryByRole('table')).toBeNull();
    const login = await screen.findByRole('dialog', { name: '登录' }, PATIENCE);
    await userEvent.click(within(login).getByRole('button', { name: '登录' }));
    await expect(bodyRows(await table('配音任务'))).toHaveLength(13);
  },
};

const phone = { viewport: { value: 'phone', isRotated: false } };
const cardList = async (name: '配音任务' | '草稿箱') => {
  const found = await screen.findByRole('list', { name }, PATIENCE);
  await eventually(() => expect(found).toHaveAttribute('aria-busy', 'false'));
  return found;
};
/** Every control of the element lies inside the window: nothing to scroll sideways for. */
const inView = async (element: Element) => {
  const box = element.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
};

/** A phone (390 px): each task is a card with its status, times and actions (subtitles too), nothing wider than the screen. */
export const PhoneTasks: Story = {
  globals: phone,
  play: async () => {
    const found = await cardList('配音任务');
    await expect(screen.queryByRole('table')).toBeNull();
    const cards = within(found).getAllByRole('listitem');
    await expect(cards).toHaveLength(13);
    const [done, running, , failed] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(done).toHaveTextContent('产品发布会开场');
    await expect(within(done).getByText('合成成功')).toHaveAttribute('data-status', '1');
    await expect(within(running).getByText('合成中')).toHaveAttribute('data-status', '2');
    await expect(within(failed).getByText('合成失败：主播暂不可用')).toHaveAttribute('data-status', '-1');
    await expect(within(done).getByText('创建时间')).toBeVisible();
    const play = within(done).getByRole('button', { name: '播放产品发布会开场' });
    const download = within(done).getByRole('link', { name: '下载产品发布会开场' });
    const srt = within(done).getByRole('link', { name: '下载产品发布会开场的字幕 SRT' });
    const vtt = within(done).getByRole('link', { name: '下载产品发布会开场的字幕 VTT' });
    await expect(download).toHaveAttribute('download');
    for (const action of [play, download, srt, vtt]) await inView(action);
    await expect(within(running).queryByRole('link')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The keyboard reaches the audio's download after the play button, then the subtitles.
    play.focus();
    await userEvent.tab();
    await expect(download).toHaveFocus();
    await userEvent.tab();
    await expect(srt).toHaveFocus();
    await userEvent.tab();
    await expect(vtt).toHaveFocus();
  },
};

/** A small phone (360 px): the drafts' open and delete stay on screen; delete asks first. */
export const PhoneDrafts: Story = {
  args: { tab: 1 },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async () => {
    const found = await cardList('草稿箱');
    const cards = within(found).getAllByRole('listitem');
    await expect(cards).toHaveLength(10);
    await expect(cards[2]).toHaveTextContent('默认任务标题');
    await expect(within(cards[0] as HTMLElement).getByText('更新时间')).toBeVisible();
    const open = within(found).getByRole('button', { name: '打开产品发布会开场草稿' });
    const remove = within(found).getByRole('button', { name: '删除产品发布会开场草稿' });
    for (const action of [open, remove]) await inView(action);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: '删除作品' }, PATIENCE);
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await eventually(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(open);
    await expect(navigated).toHaveBeenCalledWith('/creation?workId=900&anchorType=0&anchorId=11&templateId=110');
  },
};
