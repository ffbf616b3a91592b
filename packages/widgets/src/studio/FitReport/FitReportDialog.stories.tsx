import { createStore } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { useDubKit } from '../../provider';
import { useSnapshot } from '../../shared/useStore';
import { withDubKit } from '../../testing';
import { chatServer } from '../../testing/assistant/chat';
import { cueFit } from '../../testing/studio/fixtures';
import { eventually, PATIENCE, STUDIO_STORY } from '../../testing/studio/stories';
import { useStudioMessages } from '../copy';
import { FitReportDialog, type FitReportDialogProps } from './FitReportDialog';
import { createFitShortener } from './fitShorten';

/** The dialog with the studio's copy and AI缩短 asking the provider's writing assistant, as the studio has them. */
function FitReportDialogHost({ shortens, onShorten, ...props }: Omit<FitReportDialogProps, 'messages'>) {
  const { streams } = useDubKit();
  const messages = useStudioMessages();
  const [store] = useState(() => createStore({ fitReport: props.report && [...props.report], fitShortens: shortens }));
  const [shortener] = useState(() => createFitShortener({ streams, store, fallback: messages.studioFitShortenFailed }));
  const { fitShortens } = useSnapshot(store);
  const shorten = (index: number) => {
    onShorten(index);
    void shortener.shorten(index);
  };
  return <FitReportDialog {...props} messages={messages} shortens={fitShortens} onShorten={shorten} />;
}

const meta = {
  title: 'Studio/FitReportDialog',
  component: FitReportDialogHost,
  decorators: [withDubKit],
  args: {
    report: [
      cueFit(0, 2000, '大家好', 'fits'),
      cueFit(2500, 3500, '今天我们来聊一聊如何给视频配上自然的旁白', 'overruns', 2400),
      cueFit(4000, 6000, '首先', 'stretched'),
      cueFit(6000, 6400, '请准备好您的字幕文件和视频画面', 'overruns', 1800),
    ],
    onRevise: fn(),
    onSubmitAnyway: fn(),
    shortens: {},
    onShorten: fn(),
    onReplace: fn(),
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
    // It opens on the safe choice: Enter at once neither submits nor spends the assistant's tokens.
    await eventually(() => expect(report.getByRole('button', { name: '返回修改' })).toHaveFocus());
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

const SHORTER = '今天聊聊视频配旁白';
const overrun = async (place: number) =>
  within((await dialog()).querySelectorAll<HTMLElement>('[data-shorten]')[place] as HTMLElement);

/** A suggestion came: it shows under the original; 替换 (from the keyboard) replaces the cue's text. */
export const Suggestion: Story = {
  args: { shortens: { 1: { state: 'suggested', text: SHORTER } } },
  play: async ({ args }) => {
    const row = await overrun(0);
    await expect(row.getByText(SHORTER)).toBeVisible();
    await expect(row.getByRole('status')).toHaveTextContent('第2条字幕的缩短文案已生成');
    const replace = row.getByRole('button', { name: '替换第2条字幕的文案' });
    await expect(row.getByRole('button', { name: '重新生成第2条字幕的缩短文案' })).toBeEnabled();
    replace.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReplace).toHaveBeenCalledWith(1);
  },
};

/** The assistant is writing: the row's button is busy and refuses clicks, its status says so. */
export const Shortening: Story = {
  args: { shortens: { 3: { state: 'loading' } } },
  play: async ({ args }) => {
    const row = await overrun(1);
    const button = row.getByRole('button', { name: 'AI缩短第4条字幕' });
    await expect(button).toHaveAttribute('data-state', 'loading');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(row.getByRole('status')).toHaveTextContent('正在生成第4条字幕的缩短文案…');
    await userEvent.click(button);
    await expect(args.onShorten).not.toHaveBeenCalled();
  },
};

const assistant = chatServer({ answer: SHORTER, pieceLength: 3, firstDelayMs: 300 });

/** AI缩短: the line and the length that fits go to the writing assistant; its answer streams in; 重新生成 asks again. */
export const ShortenedByAssistant: Story = {
  parameters: { dubkit: { setup: assistant.reset }, msw: { handlers: assistant.handlers } },
  play: async () => {
    const row = await overrun(0);
    await userEvent.click(row.getByRole('button', { name: 'AI缩短第2条字幕' }));
    await expect(row.getByRole('button', { name: 'AI缩短第2条字幕' })).toHaveAttribute('data-state', 'loading');
    await expect(await row.findByText(SHORTER, undefined, PATIENCE)).toBeVisible();
    // 20 characters spoken in 3.4 s into a 1 s slot, at ×1.3 at most: 7.
    await expect(assistant.calls[0]).toMatchObject({
      path: 'rewrite',
      body: { content: '今天我们来聊一聊如何给视频配上自然的旁白', maxLength: 7 },
    });
    await userEvent.click(row.getByRole('button', { name: '重新生成第2条字幕的缩短文案' }));
    await eventually(() => expect(assistant.calls).toHaveLength(2));
    await expect(await row.findByText(SHORTER, undefined, PATIENCE)).toBeVisible();
  },
};

const exhausted = chatServer({
  failAfter: { characters: 0, code: 402, message: '本月写作额度已用完，开通会员可获得每月10万额度' },
});

/** No tokens left: the assistant's message shows in the row, and AI缩短 can be pressed again. */
export const ShortenFailed: Story = {
  parameters: { dubkit: { setup: exhausted.reset }, msw: { handlers: exhausted.handlers } },
  play: async () => {
    const row = await overrun(1);
    await userEvent.click(row.getByRole('button', { name: 'AI缩短第4条字幕' }));
    await eventually(() => expect(row.getByRole('status')).toHaveTextContent('本月写作额度已用完'));
    const again = row.getByRole('button', { name: 'AI缩短第4条字幕' });
    await expect(again).toHaveAttribute('data-state', 'failed');
    await expect(again).not.toHaveAttribute('aria-disabled');
  },
};
