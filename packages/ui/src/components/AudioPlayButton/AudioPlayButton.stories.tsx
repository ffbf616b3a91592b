import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toneUri } from '../../testing/tone';
import { AudioPlayButton } from './AudioPlayButton';
import { AudioCoordinatorProvider } from './audioCoordinator';

/**
 * Test clicks are synthetic, not user gestures, and Chromium's autoplay policy then refuses play() on any audio
 * element, muted or not; only muted video may start, and a video element plays a WAV just as well. People browsing
 * Storybook click for real and hear the default audio element.
 */
const automatedMedia = navigator.webdriver
  ? () => {
      const video = document.createElement('video');
      video.muted = true;
      return video;
    }
  : undefined;

const longTone = toneUri(440, 4);
const shortTone = toneUri(660, 0.3);

const meta = {
  title: 'UI/AudioPlayButton',
  component: AudioPlayButton,
  args: { label: '试听 晓晓', src: longTone, createMedia: automatedMedia, onError: fn() },
  decorators: [
    // Each story gets its own coordinator, so a sound left playing by one story cannot stop another's.
    (Story) => (
      <AudioCoordinatorProvider>
        <Story />
      </AudioCoordinatorProvider>
    ),
  ],
} satisfies Meta<typeof AudioPlayButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '试听 晓晓' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAttribute('data-state', 'idle');
  },
};

export const PlayAndStop: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '试听 晓晓' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'playing'));
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

let finishLoading: (url: string) => void = () => {};

export const Loading: Story = {
  args: {
    src: undefined,
    label: '试听这句',
    load: () =>
      new Promise<string>((resolve) => {
        finishLoading = resolve;
      }),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '试听这句' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-state', 'loading');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    finishLoading(longTone);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'playing'));
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-state', 'idle');
  },
};

export const StartingOneStopsTheOther: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <AudioPlayButton {...args} label="试听 晓晓" />
      <AudioPlayButton {...args} label="试听 云扬" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByRole('button', { name: '试听 晓晓' });
    const second = within(canvasElement).getByRole('button', { name: '试听 云扬' });
    await userEvent.click(first);
    await waitFor(() => expect(first).toHaveAttribute('data-state', 'playing'));
    await userEvent.click(second);
    await expect(first).toHaveAttribute('data-state', 'idle');
    await waitFor(() => expect(second).toHaveAttribute('data-state', 'playing'));
    await userEvent.click(second);
  },
};

export const EndsByItself: Story = {
  args: { src: shortTone },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '试听 晓晓' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'playing'));
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'idle'), { timeout: 3000 });
  },
};

export const LoadFails: Story = {
  args: { src: undefined, load: () => Promise.reject(new Error('试听失败！')) },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '试听 晓晓' });
    await userEvent.click(button);
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith(new Error('试听失败！')));
    await expect(button).toHaveAttribute('data-state', 'idle');
  },
};

export const KeyboardToggle: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '试听 晓晓' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'playing'));
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('data-state', 'idle');
  },
};
