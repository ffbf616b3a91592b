import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../../../testing/reply';
import { asrServer, asrTask } from '../../../testing/tools/asr';
import { catchDownloads, eventually, grantClipboard, PATIENCE, TOOLS_STORY } from '../../../testing/tools/stories';
import { withDubKit } from '../../../testing/withDubKit';
import { AsrResult } from './AsrResult';

const server = asrServer({ tasks: [asrTask(1)] });

const meta = {
  title: 'Tools/AsrTool/Result',
  component: AsrResult,
  decorators: [withDubKit],
  args: { task: asrTask(1), onBack: fn(), onSendToStudio: fn() },
  parameters: { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } },
} satisfies Meta<typeof AsrResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const sentence = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).findByRole('textbox', { name: new RegExp(`^第 ${n} 句`) }, PATIENCE);

/** The sentences with their times, each editable; copy, export, send to the studio and back. */
export const Result: Story = {
  play: async ({ canvasElement, args }) => {
    const first = await sentence(canvasElement, 1);
    await expect(first).toHaveValue('大家好，欢迎来到配音工坊。');
    await expect(first).toHaveAccessibleName('第 1 句（00:00.0 – 00:02.4）');
    await expect(await sentence(canvasElement, 3)).toHaveAccessibleName('第 3 句（00:07.0 – 00:09.8）');
    await expect(server.calls.details).toEqual(['ASR0001']);
    const clipboard = grantClipboard();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制' }));
    await findToast('已复制到剪贴板');
    await expect(clipboard).toHaveBeenCalledWith(
      '大家好，欢迎来到配音工坊。\n今天教大家三分钟做出一条爆款口播视频。\n第一步，先把文案提取出来。',
    );
    clipboard.mockRestore();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '送到配音' }));
    await expect(args.onSendToStudio).toHaveBeenCalledWith(
      expect.stringContaining('1\n00:00:00,000 --> 00:00:02,400\n大家好，欢迎来到配音工坊。\n'),
      '口播素材1',
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** Fix a word, split at the caret (times shared by characters), merge with the next; the export follows the edits. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const first = await sentence(canvasElement, 1);
    await userEvent.clear(first);
    await userEvent.type(first, '大家好，欢迎来到AI配音工坊。');
    // Caret after 大家好， (4 of 15 characters): 2400 × 4/15 = 640 ms.
    (first as HTMLTextAreaElement).setSelectionRange(4, 4);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^拆分 第 1 句/ }));
    await eventually(async () => expect(await sentence(canvasElement, 2)).toHaveValue('欢迎来到AI配音工坊。'));
    await expect(await sentence(canvasElement, 1)).toHaveAccessibleName('第 1 句（00:00.0 – 00:00.6）');
    await expect(await sentence(canvasElement, 2)).toHaveAccessibleName('第 2 句（00:00.6 – 00:02.4）');
    await expect(await sentence(canvasElement, 2)).toHaveFocus();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^第 3 句.*与下一句合并$/ }));
    const merged = await sentence(canvasElement, 3);
    await expect(merged).toHaveValue('今天教大家三分钟做出一条爆款口播视频。第一步，先把文案提取出来。');
    await expect(merged).toHaveAccessibleName('第 3 句（00:03.1 – 00:09.8）');
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(3);
    // The last sentence has nothing to merge with.
    await expect(within(canvasElement).queryByRole('button', { name: /^第 3 句.*与下一句合并$/ })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '送到配音' }));
    await expect(args.onSendToStudio).toHaveBeenCalledWith(
      [
        '1\n00:00:00,000 --> 00:00:00,640\n大家好，\n',
        '2\n00:00:00,640 --> 00:00:02,400\n欢迎来到AI配音工坊。\n',
        '3\n00:00:03,100 --> 00:00:09,800\n今天教大家三分钟做出一条爆款口播视频。第一步，先把文案提取出来。\n',
      ].join('\n'),
      '口播素材1',
    );
  },
};

/** The export dialog: plain text and SRT tabs, copy of the shown one, .txt / .srt / .vtt downloads. */
export const ExportDialog: Story = {
  play: async ({ canvasElement }) => {
    await sentence(canvasElement, 1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '导出' }));
    const dialog = await screen.findByRole('dialog', { name: '导出文案' });
    await expect(within(dialog).getByRole('tab', { name: '纯文本' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('textbox', { name: '纯文本内容' })).toHaveValue(
      '大家好，欢迎来到配音工坊。\n今天教大家三分钟做出一条爆款口播视频。\n第一步，先把文案提取出来。',
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'SRT字幕' }));
    const srt = within(dialog).getByRole('textbox', { name: 'SRT字幕内容' });
    await expect((srt as HTMLTextAreaElement).value).toContain(
      '2\n00:00:03,100 --> 00:00:06,500\n今天教大家三分钟做出一条爆款口播视频。\n',
    );
    const clipboard = grantClipboard();
    await userEvent.click(within(dialog).getByRole('button', { name: '复制' }));
    await findToast('已复制到剪贴板');
    await expect(clipboard).toHaveBeenCalledWith(expect.stringMatching(/^1\n00:00:00,000 --> 00:00:02,400\n/));
    clipboard.mockRestore();
    const downloads = catchDownloads();
    try {
      for (const name of ['导出文本', '导出srt', '导出vtt'])
        await userEvent.click(within(dialog).getByRole('button', { name }));
      await expect(downloads.downloads.map((item) => item.name)).toEqual([
        expect.stringMatching(/^口播素材1-文案提取结果-\d{8}-\d{6}\.txt$/),
        expect.stringMatching(/^口播素材1-文案提取结果-\d{8}-\d{6}\.srt$/),
        expect.stringMatching(/^口播素材1-文案提取结果-\d{8}-\d{6}\.vtt$/),
      ]);
      const vtt = await (await fetch(downloads.downloads[2]?.href ?? '')).text();
      await expect(vtt).toContain('WEBVTT\n\n00:00:00.000 --> 00:00:02.400\n大家好，欢迎来到配音工坊。\n');
    } finally {
      downloads.restore();
    }
    // Closing resets the dialog to plain text.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '导出文案' })).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: '导出' }));
    await expect(
      within(await screen.findByRole('dialog', { name: '导出文案' })).getByRole('tab', { name: '纯文本' }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

/** A clipboard that refuses: 复制失败. */
export const CopyFailed: Story = {
  play: async ({ canvasElement }) => {
    await sentence(canvasElement, 1);
    const refuse = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const exec = spyOn(document, 'execCommand').mockReturnValue(false);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制' }));
    await findToast('复制失败');
    refuse.mockRestore();
    exec.mockRestore();
  },
};

const speakers = asrServer({
  tasks: [asrTask(1)],
  sentences: [
    { channelId: 1, beginTime: 0, endTime: 1500, text: '欢迎收听本期节目。' },
    { channelId: 2, beginTime: 1800, endTime: 3600, text: '谢谢主持人。' },
  ],
});

/** Several speakers: each sentence names its speaker, and the export carries the labels. */
export const Speakers: Story = {
  parameters: { dubkit: { setup: speakers.reset }, msw: { handlers: speakers.handlers } },
  play: async ({ canvasElement }) => {
    await expect(await sentence(canvasElement, 2)).toHaveAccessibleName(/说话人2$/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '导出' }));
    const dialog = await screen.findByRole('dialog', { name: '导出文案' });
    await expect(within(dialog).getByRole('textbox', { name: '纯文本内容' })).toHaveValue(
      '说话人1：欢迎收听本期节目。\n说话人2：谢谢主持人。',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await sentence(canvasElement, 1)).toBeVisible();
    for (const name of ['复制', '导出', '送到配音'])
      await expect(within(canvasElement).getByRole('button', { name })).toBeVisible();
    const root = within(canvasElement).getByRole('region');
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};
