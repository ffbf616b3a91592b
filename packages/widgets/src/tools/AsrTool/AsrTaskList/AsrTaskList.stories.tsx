import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { searchHandler } from '../../../testing/anchors/handlers';
import { findToast } from '../../../testing/reply';
import { asrServer, asrTask, failedTask, processingTask } from '../../../testing/tools/asr';
import { eventually, PATIENCE, TOOLS_STORY } from '../../../testing/tools/stories';
import { navigateSpy, withDubKit } from '../../../testing/withDubKit';
import { AsrTool } from '../AsrTool';

/** A story's handlers and their parameters. */
function story(options: Parameters<typeof asrServer>[0]) {
  const server = asrServer(options);
  return {
    server,
    parameters: { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } },
  };
}

const mixed = story({ tasks: [asrTask(1), processingTask(2), failedTask(3)] });

const meta = {
  title: 'Tools/AsrTool/TaskList',
  component: AsrTool,
  decorators: [withDubKit],
  args: { defaultTab: 'tasks', pollIntervalMs: 100 },
  parameters: mixed.parameters,
} satisfies Meta<typeof AsrTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '转写任务' }, PATIENCE);
const row = async (canvasElement: HTMLElement, title: string) =>
  (await within(await list(canvasElement)).findByText(title)).closest('li') as HTMLElement;

const empty = story({ tasks: [] });

export const Empty: Story = {
  parameters: empty.parameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无任务', {}, PATIENCE)).toBeVisible();
    await expect(empty.server.calls.lists).toEqual([{ page: 1, pageSize: 10 }]);
  },
};

/** Each task: name, duration, created time and status in its colour (0 green, 2 red, others processing). */
export const Statuses: Story = {
  args: { pollIntervalMs: 60_000 },
  play: async ({ canvasElement }) => {
    const done = await row(canvasElement, '口播素材1.mp4');
    await expect(done).toHaveAttribute('data-status', 'success');
    await expect(done).toHaveTextContent('时长 1:36');
    await expect(done).toHaveTextContent(/创建时间 2026-11-25 \d\d:\d\d/);
    await expect(within(done).getByText('识别完成')).toHaveAttribute('data-tone', 'success');
    const busy = await row(canvasElement, '口播素材2.mp4');
    await expect(within(busy).getByText('识别中 45%')).toHaveAttribute('data-tone', 'processing');
    const failed = await row(canvasElement, '口播素材3.mp4');
    await expect(within(failed).getByText('识别失败：音频中没有可识别的语音')).toHaveAttribute('data-tone', 'failed');
  },
};

/** 查看结果 of a task not finished: the 任务未完成 warning with its status text; no result call. */
export const ViewUnfinished: Story = {
  args: { pollIntervalMs: 60_000 },
  play: async ({ canvasElement }) => {
    await row(canvasElement, '口播素材2.mp4');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查看结果：口播素材2.mp4' }));
    await findToast('任务未完成（识别中 45%）');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查看结果：口播素材3.mp4' }));
    await findToast('任务未完成（识别失败：音频中没有可识别的语音）');
    await expect(mixed.server.calls.details).toEqual([]);
  },
};

const finishing = story({ tasks: [processingTask(2)], finishAfter: 3 });

/** A processing task is checked again while the list is shown, until it is done. */
export const Processing: Story = {
  parameters: finishing.parameters,
  play: async ({ canvasElement }) => {
    const busy = await row(canvasElement, '口播素材2.mp4');
    await expect(busy).toHaveAttribute('data-status', 'processing');
    await eventually(async () =>
      expect(await row(canvasElement, '口播素材2.mp4')).toHaveAttribute('data-status', 'success'),
    );
    const calls = finishing.server.calls.lists.length;
    await expect(calls).toBeGreaterThanOrEqual(3);
    // Nothing left processing: no more checks.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(finishing.server.calls.lists.length).toBe(calls);
  },
};

/** 查看结果 of a finished task opens its result; 返回 goes back to the list. */
export const ViewSuccess: Story = {
  args: { pollIntervalMs: 60_000 },
  play: async ({ canvasElement }) => {
    await row(canvasElement, '口播素材1.mp4');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查看结果：口播素材1.mp4' }));
    const result = await within(canvasElement).findByRole('region', { name: '「口播素材1.mp4」的提取结果' });
    await expect(await within(result).findByRole('textbox', { name: /第 1 句/ }, PATIENCE)).toHaveValue(
      '大家好，欢迎来到配音工坊。',
    );
    await userEvent.click(within(result).getByRole('button', { name: '返回' }));
    await expect(await list(canvasElement)).toBeVisible();
  },
};

const sending = story({ tasks: [asrTask(1)] });

/** 送到配音: the edited sentences go to the creation page as SRT (a new draft with the file's name as its title). */
export const SendToStudio: Story = {
  parameters: {
    msw: { handlers: [...sending.server.handlers, searchHandler()] },
    dubkit: { setup: sending.server.reset },
  },
  args: { pollIntervalMs: 60_000 },
  play: async ({ canvasElement }) => {
    await row(canvasElement, '口播素材1.mp4');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查看结果：口播素材1.mp4' }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '送到配音' }, PATIENCE));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith(expect.stringMatching(/^\/creation\?.*script=/)));
    const href = new URL(navigateSpy.mock.calls.at(-1)?.[0] as string, 'https://dubkit.test');
    const script = JSON.parse(
      sessionStorage.getItem(`dubkit:studio-script:${href.searchParams.get('script')}`) ?? 'null',
    );
    await expect(script).toEqual({
      kind: 'srt',
      title: '口播素材1',
      srt: expect.stringContaining('2\n00:00:03,100 --> 00:00:06,500\n今天教大家三分钟做出一条爆款口播视频。\n'),
    });
  },
};

const deleting = story({ tasks: [asrTask(1), asrTask(2)] });

/** 删除 asks first; confirming deletes the task and reloads the list. */
export const Delete: Story = {
  parameters: deleting.parameters,
  play: async ({ canvasElement }) => {
    await row(canvasElement, '口播素材1.mp4');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除：口播素材1.mp4' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除任务' });
    await expect(confirm).toHaveTextContent('确定删除任务「口播素材1.mp4」吗？删除后无法恢复。');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await findToast('任务已删除');
    await expect(deleting.server.calls.deleted).toEqual(['ASR0001']);
    await waitFor(async () => expect(await list(canvasElement)).not.toHaveTextContent('口播素材1.mp4'));
  },
};

const paged = story({ tasks: Array.from({ length: 23 }, (_, i) => asrTask(i + 1)) });

/** 10 a page with a pager: page 3 holds the last three. */
export const Paged: Story = {
  parameters: paged.parameters,
  play: async ({ canvasElement }) => {
    await expect(within(await list(canvasElement)).getAllByRole('listitem')).toHaveLength(10);
    const pager = within(canvasElement).getByRole('navigation', { name: '任务分页' });
    await userEvent.click(within(pager).getByRole('button', { name: '第 3 页' }));
    await eventually(async () => expect(within(await list(canvasElement)).getAllByRole('listitem')).toHaveLength(3));
    await expect(paged.server.calls.lists.at(-1)).toEqual({ page: 3, pageSize: 10 });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { pollIntervalMs: 60_000 },
  play: async ({ canvasElement }) => {
    const done = await row(canvasElement, '口播素材1.mp4');
    await expect(within(done).getByRole('button', { name: '查看结果：口播素材1.mp4' })).toBeVisible();
    const root = within(canvasElement).getByRole('region', { name: '文案提取' });
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

const longFailure = story({
  tasks: [
    asrTask(1, {
      taskTitle: 'task-recording-2026-11-27-interview-final.mp4',
      taskStatus: 2,
      taskStatusText:
        '识别失败：语音转文字服务拒绝了该文件（服务返回：the audio could not be decoded by the provider）',
    }),
  ],
});

/** A long failure reason on a phone: it wraps on its own line under the name, which keeps the row's width. */
export const LongFailurePhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { pollIntervalMs: 60_000 },
  parameters: longFailure.parameters,
  play: async ({ canvasElement }) => {
    const failed = await row(canvasElement, 'task-recording-2026-11-27-interview-final.mp4');
    const name = within(failed).getByText('task-recording-2026-11-27-interview-final.mp4');
    const reason = within(failed).getByText(/识别失败：语音转文字服务拒绝了该文件/);
    // The name has (nearly) the row's width, and the reason sits below it, as wide as the row, not a column of glyphs.
    await expect(name.getBoundingClientRect().width).toBeGreaterThan(failed.clientWidth * 0.6);
    await expect(reason.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.getBoundingClientRect().bottom);
    await expect(reason.getBoundingClientRect().width).toBeGreaterThan(failed.clientWidth * 0.6);
    const root = within(canvasElement).getByRole('region', { name: '文案提取' });
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

/** The same at desktop width: the name keeps its column, the reason goes on the row below. */
export const LongFailure: Story = {
  args: { pollIntervalMs: 60_000 },
  parameters: longFailure.parameters,
  play: async ({ canvasElement }) => {
    const failed = await row(canvasElement, 'task-recording-2026-11-27-interview-final.mp4');
    const name = within(failed).getByText('task-recording-2026-11-27-interview-final.mp4');
    const reason = within(failed).getByText(/识别失败：语音转文字服务拒绝了该文件/);
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth + 1);
    await expect(reason.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.getBoundingClientRect().bottom);
  },
};
