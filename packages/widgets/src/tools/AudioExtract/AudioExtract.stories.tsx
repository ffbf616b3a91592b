import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyUser, withDubKit } from '../../testing';
import { extractingForever, readingAt } from '../../testing/tools/audioExtractEngines';
import { ac3Mp4, silentVideoMp4, toneMp4 } from '../../testing/tools/audioExtractFixtures';
import { AudioExtract } from './AudioExtract';

const meta = {
  title: 'Tools/AudioExtract',
  component: AudioExtract,
  decorators: [withDubKit],
  args: { save: fn().mockName('save') },
  parameters: { dubkit: { user: storyUser() } },
} satisfies Meta<typeof AudioExtract>;

export default meta;
type Story = StoryObj<typeof meta>;

const zoneOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /点击或拖拽视频到此处/ });
const inputOf = (canvasElement: HTMLElement) => canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
const sectionOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '音频提取' });
const pick = (canvasElement: HTMLElement, file: File) => userEvent.upload(inputOf(canvasElement), file);

// Native drag events carry a real DataTransfer with the files, as a drop from the desktop does.
const drop = (target: Element, file: File) => {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
};

const video = (name = '会议记录.mp4') => new File([new Uint8Array(64)], name, { type: 'video/mp4' });

/** Step 0: the drop zone takes mp4 / mov / m4a; the first step is current. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const section = sectionOf(canvasElement);
    await expect(section).toHaveAttribute('data-status', 'idle');
    await expect(within(section).getByText('选择视频').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(inputOf(canvasElement).accept).toContain('.mp4');
    await expect(zoneOf(canvasElement)).toBeEnabled();
    // Keyboard: the zone is a button reached with Tab.
    await userEvent.tab();
    await expect(zoneOf(canvasElement)).toHaveFocus();
  },
};

/** Step 1: reading with a percent; a new file waits, cancel goes back to step 0. */
export const Reading: Story = {
  args: { extract: readingAt(0.42) },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, video());
    const bar = await within(canvasElement).findByRole('progressbar', { name: '正在读取音频 会议记录.mp4' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    const section = sectionOf(canvasElement);
    await expect(section).toHaveAttribute('data-step', '1');
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).getByText('读取音频').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(zoneOf(canvasElement)).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '取消' }));
    await expect(section).toHaveAttribute('data-status', 'idle');
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Step 2: decoded; the WAV is being written. */
export const Extracting: Story = {
  args: { extract: extractingForever },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, video());
    const bar = await within(canvasElement).findByRole('progressbar', { name: '正在导出 WAV' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(sectionOf(canvasElement)).toHaveAttribute('data-step', '2');
    await expect(within(canvasElement).getByText('导出音频').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

/** A real extraction in the browser: a dropped video becomes `<name>.wav`, with the spec's toast. */
export const Done: Story = {
  loaders: [async () => ({ file: await toneMp4({ seconds: 2, withVideo: true, name: '旅行 vlog.mp4' }) })],
  play: async ({ args, canvasElement, loaded }) => {
    drop(zoneOf(canvasElement), loaded.file as File);
    await expect(await screen.findByText('音频文件已导出至默认下载目录')).toBeInTheDocument();
    await expect(await within(canvasElement).findByText('已导出 旅行 vlog.wav')).toBeInTheDocument();
    await expect(sectionOf(canvasElement)).toHaveAttribute('data-status', 'done');
    await waitFor(() => expect(args.save).toHaveBeenCalledTimes(1));
    const [wav, name] = (args.save as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(name).toBe('旅行 vlog.wav');
    await expect(wav.type).toBe('audio/wav');
    // 16-bit stereo 48 kHz for 2 s is about 384 000 bytes of samples.
    await expect(wav.size).toBeGreaterThan(370_000);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新下载' }));
    await expect(args.save).toHaveBeenCalledTimes(2);
  },
};

/** A video without an audio track says so. */
export const NoAudioTrack: Story = {
  loaders: [async () => ({ file: await silentVideoMp4(1, '无声视频.mp4') })],
  play: async ({ args, canvasElement, loaded }) => {
    await pick(canvasElement, loaded.file as File);
    await expect(await within(canvasElement).findByText('该视频没有音轨')).toHaveAttribute('role', 'alert');
    await expect(sectionOf(canvasElement)).toHaveAttribute('data-status', 'failed');
    await expect(args.save).not.toHaveBeenCalled();
    await expect(zoneOf(canvasElement)).toBeEnabled();
  },
};

/** A codec the browser cannot decode (here AC-3) is named. */
export const UnsupportedCodec: Story = {
  loaders: [async () => ({ file: await ac3Mp4(20, '杜比音轨.mp4') })],
  play: async ({ canvasElement, loaded }) => {
    await pick(canvasElement, loaded.file as File);
    await expect(await within(canvasElement).findByText('当前浏览器不支持该音频编码：ac3')).toHaveAttribute(
      'role',
      'alert',
    );
  },
};

/** A file that is not a video: the drop zone refuses it before anything is read. */
export const WrongFileType: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(inputOf(canvasElement), new File(['x'], '字幕.srt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(await within(canvasElement).findByText('文件格式仅支持 mp4/mov/m4a')).toBeInTheDocument();
    await expect(sectionOf(canvasElement)).toHaveAttribute('data-status', 'idle');
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** Phone width: the same steps fit 390 px. */
export const Phone: Story = {
  args: { extract: readingAt(0.66) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, video('一段很长很长的旅行视频文件名称_2026_最终版.mp4'));
    await expect(await within(canvasElement).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    await expect(sectionOf(canvasElement).scrollWidth).toBeLessThanOrEqual(390);
  },
};
