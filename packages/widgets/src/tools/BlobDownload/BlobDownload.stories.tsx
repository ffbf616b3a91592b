import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyUser, withDubKit } from '../../testing';
import { BLOB_URLS, blobFetchHandlers, FILE_BYTES, MISSING_MESSAGE } from '../../testing/tools/blobDownloadHandlers';
import { BlobDownload } from './BlobDownload';

const meta = {
  title: 'Tools/BlobDownload',
  component: BlobDownload,
  decorators: [withDubKit],
  args: { save: fn().mockName('save') },
  parameters: {
    dubkit: { user: storyUser(), unhandled: 'notFound' },
    msw: { handlers: blobFetchHandlers() },
  },
} satisfies Meta<typeof BlobDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldOf = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('视频链接');
const sectionOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '网页视频下载' });

const download = async (canvasElement: HTMLElement, url: string) => {
  const field = fieldOf(canvasElement);
  await userEvent.click(field);
  await userEvent.paste(url);
  await userEvent.keyboard('{Enter}');
};

type SaveMock = ReturnType<typeof fn>;

/** Nothing typed: 视频链接为空，无法下载, and nothing is requested. */
export const EmptyUrl: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下载' }));
    await expect(await within(canvasElement).findByText('视频链接为空，无法下载')).toBeInTheDocument();
    await expect(fieldOf(canvasElement)).toHaveAccessibleDescription('视频链接为空，无法下载');
    await expect(fieldOf(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(sectionOf(canvasElement)).toHaveAttribute('data-status', 'idle');
    await expect(args.save).not.toHaveBeenCalled();
    // Typing clears the message.
    await userEvent.type(fieldOf(canvasElement), 'h');
    await expect(within(canvasElement).queryByText('视频链接为空，无法下载')).not.toBeInTheDocument();
  },
};

/** A blob: URL only lives inside the page that made it; the tool says so. */
export const BlobSchemeUrl: Story = {
  play: async ({ canvasElement }) => {
    await download(canvasElement, 'blob:https://www.example.com/6a1f0c2e-7d4b');
    await expect(await within(canvasElement).findByText(/blob: 链接只在原网页中有效/)).toBeInTheDocument();
  },
};

/** A direct file part-way: the bar and the byte count; cancel stops it. */
export const Downloading: Story = {
  play: async ({ args, canvasElement }) => {
    await download(canvasElement, BLOB_URLS.stalled);
    const bar = await within(canvasElement).findByRole('progressbar', { name: '下载进度' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    await expect(bar).toHaveAccessibleDescription('已下载 128 KB / 256 KB');
    await expect(sectionOf(canvasElement)).toHaveAttribute('data-status', 'downloading');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '取消' }));
    await expect(sectionOf(canvasElement)).toHaveAttribute('data-status', 'idle');
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** A direct file arrives whole and is saved under its own name. */
export const DirectFile: Story = {
  play: async ({ args, canvasElement }) => {
    await download(canvasElement, BLOB_URLS.file);
    await expect(await within(canvasElement).findByText('已保存 旅行.mp4')).toBeInTheDocument();
    const [blob, name] = (args.save as SaveMock).mock.calls[0] as [Blob, string];
    await expect(name).toBe('旅行.mp4');
    await expect(blob.size).toBe(FILE_BYTES);
  },
};

/** An m3u8 playlist: every segment comes through the proxy and is remuxed into one MP4. */
export const HlsPlaylist: Story = {
  parameters: { msw: { handlers: blobFetchHandlers({ delayMs: 150 }) } },
  play: async ({ args, canvasElement }) => {
    await download(canvasElement, BLOB_URLS.playlist);
    await waitFor(() => expect(sectionOf(canvasElement)).toHaveAttribute('data-playlist', 'true'));
    await expect(within(canvasElement).getByText('m3u8 播放列表：下载全部片段并合并为一个 mp4')).toBeInTheDocument();
    await expect(await within(canvasElement).findByText('已保存 show.mp4', {}, { timeout: 8000 })).toBeInTheDocument();
    const [blob, name] = (args.save as SaveMock).mock.calls[0] as [Blob, string];
    await expect(name).toBe('show.mp4');
    await expect(blob.type).toBe('video/mp4');
    await expect(blob.size).toBeGreaterThan(1000);
  },
};

/** The proxy or the origin refuses: the dialog 下载失败 with the reason; 确定 closes it. */
export const Failed: Story = {
  play: async ({ args, canvasElement }) => {
    await download(canvasElement, BLOB_URLS.missing);
    const dialog = await screen.findByRole('dialog', { name: '下载失败' });
    await expect(dialog).toHaveTextContent(MISSING_MESSAGE);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(fieldOf(canvasElement)).toHaveValue(BLOB_URLS.missing);
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** The address resolves to nothing: 下载失败 / 文件地址为空. */
export const EmptyFile: Story = {
  play: async ({ canvasElement }) => {
    await download(canvasElement, BLOB_URLS.empty);
    const dialog = await screen.findByRole('dialog', { name: '下载失败' });
    await expect(dialog).toHaveTextContent('文件地址为空');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Phone width: the buttons go under the field. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await download(canvasElement, BLOB_URLS.stalled);
    await within(canvasElement).findByRole('progressbar', { name: '下载进度' });
    await expect(sectionOf(canvasElement).scrollWidth).toBeLessThanOrEqual(390);
  },
};
