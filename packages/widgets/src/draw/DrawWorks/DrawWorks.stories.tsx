import type { DrawTask } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { drawServer, drawTask, drawTasks } from '../../testing/draw/draw';
import { findToast } from '../../testing/reply';
import { eventually, PATIENCE, TOOLS_STORY } from '../../testing/tools/stories';
import { withDubKit } from '../../testing/withDubKit';
import { DrawWorks } from './DrawWorks';

const server = drawServer({ tasks: drawTasks(25) });

const meta = {
  title: 'Draw/DrawWorks',
  component: DrawWorks,
  decorators: [withDubKit],
  args: { loadDelayMs: 0, pollMs: 60_000 },
  parameters: { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } },
} satisfies Meta<typeof DrawWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story with its own server holding `tasks`. */
function withTasks(tasks: DrawTask[], options: Parameters<typeof drawServer>[0] = {}) {
  const own = drawServer({ tasks, ...options });
  return { own, parameters: { dubkit: { setup: own.reset }, msw: { handlers: own.handlers } } };
}

const works = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '我的作品' });
const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');
/** Scrolls the page to its end, as a user does to see more. */
const scrollToEnd = () => window.scrollTo(0, document.documentElement.scrollHeight);
/** How many tasks the list holds (only those near the view are rendered). */
const listed = (canvasElement: HTMLElement) =>
  Number(canvasElement.querySelector('ul[data-count]')?.getAttribute('data-count') ?? 0);
const firstCard = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('article', undefined, PATIENCE))[0] as HTMLElement;

const queued = withTasks([drawTask(1, { taskStatus: 0 })]);

/** Queued (0): the processing picture, 排队中 and 刷新, no regenerate. */
export const Queued: Story = {
  parameters: queued.parameters,
  play: async ({ canvasElement }) => {
    const card = await firstCard(canvasElement);
    await expect(card).toHaveAttribute('data-phase', 'processing');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByRole('status')).toHaveTextContent('排队中');
    await expect(within(card).queryByRole('button', { name: '重新生成' })).toBeNull();
    await expect(within(card).queryByRole('img')).toBeNull();
    await expect(card).toHaveTextContent('赛博朋克');
    await expect(card).toHaveTextContent('1024*1024');
  },
};

const running = withTasks([drawTask(2, { taskStatus: 1, paramSize: '720*1280', paramNum: 2 })], {
  checksToFinish: 2,
});

/** Running (1): 刷新 replaces the task with the server's current state (still running, then done). */
export const Running: Story = {
  parameters: running.parameters,
  play: async ({ canvasElement }) => {
    const card = await firstCard(canvasElement);
    await expect(within(card).getByRole('status')).toHaveTextContent('生成中');
    await userEvent.click(within(card).getByRole('button', { name: '刷新' }));
    await eventually(() => expect(running.own.calls.checks).toEqual(['D000002']));
    await expect(within(card).getByRole('status')).toHaveTextContent('生成中');
    await userEvent.click(within(card).getByRole('button', { name: '刷新' }));
    const done = await firstCard(canvasElement);
    await eventually(() => expect(done).toHaveAttribute('data-phase', 'done'));
    await expect(within(done).getAllByRole('img')).toHaveLength(2);
    await expect(within(done).getByRole('button', { name: '重新生成' })).toBeEnabled();
  },
};

const polled = withTasks([drawTask(3, { taskStatus: 0 })]);

/** A task in progress on screen is checked by itself and shows its pictures when done. */
export const PolledUntilDone: Story = {
  args: { pollMs: 300 },
  parameters: polled.parameters,
  play: async ({ canvasElement }) => {
    await firstCard(canvasElement);
    await eventually(() => expect(cards(canvasElement)[0]).toHaveAttribute('data-phase', 'done'));
    await expect(polled.own.calls.checks.length).toBeGreaterThanOrEqual(1);
  },
};

const SIZES = ['1024*1024', '720*1280', '1280*720'];
const oneEach = withTasks(SIZES.map((paramSize, index) => drawTask(10 + index, { paramSize, paramNum: 1 })));

/** Done (2) with one picture of each size, each in its own proportions. */
export const DoneOneImage: Story = {
  parameters: oneEach.parameters,
  play: async ({ canvasElement }) => {
    await firstCard(canvasElement);
    await eventually(() => expect(cards(canvasElement)).toHaveLength(3));
    for (const [index, card] of cards(canvasElement).entries()) {
      await expect(card).toHaveAttribute('data-phase', 'done');
      await expect(within(card).getAllByRole('img')).toHaveLength(1);
      await expect(card).toHaveTextContent(SIZES[index] ?? '');
      await expect(within(card).getByRole('button', { name: '重新生成' })).toBeVisible();
    }
    const [square, portrait, landscape] = cards(canvasElement).map((card) =>
      within(card).getByRole('button', { name: '查看大图：第1张' }).getBoundingClientRect(),
    );
    await expect(Math.abs((square?.width ?? 0) - (square?.height ?? 0))).toBeLessThan(2);
    await expect(portrait?.height).toBeGreaterThan(portrait?.width ?? 0);
    await expect(landscape?.width).toBeGreaterThan(landscape?.height ?? 0);
  },
};

const fourEach = withTasks(SIZES.map((paramSize, index) => drawTask(20 + index, { paramSize, paramNum: 4 })));

/** Done with four pictures of each size. */
export const DoneFourImages: Story = {
  parameters: fourEach.parameters,
  play: async ({ canvasElement }) => {
    await firstCard(canvasElement);
    await eventually(() => expect(cards(canvasElement)).toHaveLength(3));
    for (const card of cards(canvasElement)) {
      await expect(within(card).getAllByRole('img')).toHaveLength(4);
      await expect(within(card).getByRole('button', { name: '查看大图：第4张' })).toBeVisible();
    }
  },
};

const failed = withTasks([drawTask(30, { taskStatus: 3, taskStatusText: '生成失败：图像服务暂不可用' })]);

/** Failed (any other status): the failure icon and text; 重新生成 sends it again, and it is queued. */
export const Failed: Story = {
  parameters: failed.parameters,
  play: async ({ canvasElement }) => {
    const card = await firstCard(canvasElement);
    await expect(card).toHaveAttribute('data-phase', 'failed');
    await expect(card).toHaveAccessibleDescription('生成失败：图像服务暂不可用');
    await expect(within(card).queryByRole('button', { name: '刷新' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: '重新生成' }));
    await eventually(() => expect(failed.own.calls.regenerated).toEqual(['D000030']));
    await eventually(() => expect(cards(canvasElement)[0]).toHaveAttribute('data-phase', 'processing'));
    await expect(within(cards(canvasElement)[0] as HTMLElement).getByRole('status')).toHaveTextContent('排队中');
  },
};

const none = withTasks([]);

/** No works yet: the empty state, no end-of-list text. */
export const EmptyList: Story = {
  parameters: none.parameters,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('还没有作品，写下画面描述开始创作吧', undefined, PATIENCE),
    ).toBeVisible();
    await expect(works(canvasElement)).not.toHaveTextContent('没有更多了');
  },
};

const hanging = withTasks(drawTasks(25), { hangFromPage: 2 });

/** Scrolled to the end with more to come: 数据加载中... under the loaded tasks. */
export const LoadingMore: Story = {
  parameters: hanging.parameters,
  play: async ({ canvasElement }) => {
    await firstCard(canvasElement);
    await eventually(() => {
      scrollToEnd();
      expect(hanging.own.calls.pages).toEqual([1, 2]);
    });
    await expect(listed(canvasElement)).toBe(10);
    await expect(within(works(canvasElement)).getByRole('status')).toHaveTextContent('数据加载中...');
  },
};

/** Scrolling to the end loads the next pages until 没有更多了. */
export const EndOfList: Story = {
  args: { loadDelayMs: 500 },
  play: async ({ canvasElement }) => {
    await firstCard(canvasElement);
    await waitFor(
      () => {
        scrollToEnd();
        expect(within(works(canvasElement)).getByText('没有更多了')).toBeVisible();
      },
      { timeout: 10_000 },
    );
    await expect(server.calls.pages).toEqual([1, 2, 3]);
    await expect(listed(canvasElement)).toBe(25);
    // Only the cards near the view are in the page; the last one is.
    await expect(cards(canvasElement).length).toBeLessThan(25);
    await expect(cards(canvasElement).at(-1)).toHaveAttribute('data-task', 'D000024');
  },
};

const deletable = withTasks(drawTasks(2));

/** 删除 asks under 温馨提示; 取消 keeps the task, 删除 removes it with 删除成功. */
export const DeleteConfirm: Story = {
  parameters: deletable.parameters,
  play: async ({ canvasElement }) => {
    const card = await firstCard(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '温馨提示' });
    await expect(dialog).toHaveTextContent('删除后无法恢复，是否继续删除？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await eventually(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(deletable.own.calls.deleted).toEqual([]);
    await expect(cards(canvasElement)).toHaveLength(2);

    await userEvent.click(within(card).getByRole('button', { name: '删除' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await findToast('删除成功');
    await expect(deletable.own.calls.deleted).toEqual(['D000000']);
    await eventually(() => expect(cards(canvasElement)).toHaveLength(1));
  },
};

const viewable = withTasks([drawTask(40, { paramSize: '1280*720', paramNum: 4 })]);

/** A thumbnail opens the picture large, with 下载 saving it. */
export const LargeImage: Story = {
  args: { save: fn() },
  parameters: viewable.parameters,
  play: async ({ canvasElement, args }) => {
    const card = await firstCard(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: '查看大图：第3张' }));
    const dialog = await screen.findByRole('dialog', { name: '查看大图' });
    await expect(within(dialog).getByRole('img', { name: /^第3张图片：/ })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '下载' }));
    await eventually(() => expect(args.save).toHaveBeenCalledTimes(1));
    const [blob, name] = (args.save as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(blob.size).toBeGreaterThan(0);
    await expect(name).toBe('AI绘画-D000040-3.png');
    await userEvent.keyboard('{Escape}');
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A phone (390 px): cards fill the width, their pictures two by two. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: fourEach.parameters,
  play: async ({ canvasElement }) => {
    const card = await firstCard(canvasElement);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    await expect(within(card).getByRole('button', { name: '删除' })).toBeVisible();
  },
};
