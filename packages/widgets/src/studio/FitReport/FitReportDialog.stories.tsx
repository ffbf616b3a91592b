import type { CueFitReport } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withDubKit } from '../../testing';
import { PATIENCE, STUDIO_STORY } from '../../testing/studio/stories';
import { useStudioMessages } from '../copy';
import { FitReportDialog, type FitReportDialogProps } from './FitReportDialog';

/** The dialog with the studio's copy, as the studio shows it. */
function FitReportDialogHost(props: Omit<FitReportDialogProps, 'messages'>) {
  return <FitReportDialog {...props} messages={useStudioMessages()} />;
}

const cue = (startMs: number, endMs: number, text: string, status: CueFitReport['status'], overrunMs = 0) => ({
  startMs,
  endMs,
  text,
  slotMs: endMs - startMs,
  borrowMs: 0,
  naturalMs: endMs - startMs + overrunMs,
  rate: 1,
  stretch: 1,
  overrunMs,
  status,
});

const meta = {
  title: 'Studio/FitReportDialog',
  component: FitReportDialogHost,
  decorators: [withDubKit],
  args: {
    report: [
      cue(0, 2000, '大家好', 'fits'),
      cue(2500, 3500, '今天我们来聊一聊如何给视频配上自然的旁白', 'overruns', 2400),
      cue(4000, 6000, '首先', 'stretched'),
      cue(6000, 6400, '请准备好您的字幕文件和视频画面', 'overruns', 1800),
    ],
    onRevise: fn(),
    onSubmitAnyway: fn(),
  },
  parameters: { dubkit: STUDIO_STORY },
} satisfies Meta<typeof FitReportDialogHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: '字幕时间对齐' }, PATIENCE);

/** Two cues overrun: each listed by its place, the bars coloured by fit; 仍然提交 and 返回修改 say so. */
export const Overruns: Story = {
  play: async ({ args }) => {
    const report = within(await dialog());
    const bars = within(report.getByRole('list', { name: '字幕时间轴' })).getAllByRole('listitem');
    await expect(bars.map((bar) => bar.dataset.status)).toEqual(['fits', 'overruns', 'stretched', 'overruns']);
    await expect(bars[3]).toHaveTextContent('第4条字幕 00:06.0–00:06.4 超出');
    await expect(bars[3]?.style.left).toBe('93.75%');
    const listed = within(report.getByRole('list', { name: '超出时间的字幕' })).getAllByRole('listitem');
    await expect(listed.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      '第2条字幕即使加速到1.3倍，仍超出2.4秒',
      '第4条字幕即使加速到1.3倍，仍超出1.8秒',
    ]);
    await userEvent.click(report.getByRole('button', { name: '仍然提交' }));
    await expect(args.onSubmitAnyway).toHaveBeenCalledOnce();
    await userEvent.click(report.getByRole('button', { name: '返回修改' }));
    await expect(args.onRevise).toHaveBeenCalledOnce();
  },
};

/** Escape is 返回修改: nothing is submitted. */
export const EscapeRevises: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onRevise).toHaveBeenCalledOnce();
    await expect(args.onSubmitAnyway).not.toHaveBeenCalled();
  },
};

/** A phone: the timeline and the list fit 360 px. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async () => {
    const report = await dialog();
    await expect(report.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(report.scrollWidth).toBeLessThanOrEqual(report.clientWidth);
    await expect(within(report).getByRole('button', { name: '仍然提交' })).toBeVisible();
  },
};
