import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectCharacterLimit } from '../../testing/fields';
import { findToast } from '../../testing/reply';
import { eventually, grantClipboard, PATIENCE, TOOLS_STORY } from '../../testing/tools/stories';
import { imagesResult, SHARE_TEXT, SHARE_URL, videoExtractServer, videoResult } from '../../testing/tools/videoExtract';
import { withDubKit } from '../../testing/withDubKit';
import { VideoExtract } from './VideoExtract';

const server = videoExtractServer();

const meta = {
  title: 'Tools/VideoExtract',
  component: VideoExtract,
  decorators: [withDubKit],
  parameters: { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } },
} satisfies Meta<typeof VideoExtract>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '视频提取' });
const shareBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: '视频分享链接' });
const captchaBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: '验证码' });
const captchaImage = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: '验证码图片，点击换一张' }, PATIENCE);
const startButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: '开始解析' });

/** Pastes the share text and answers the captcha on show, as a user does. */
async function fillIn(canvasElement: HTMLElement, answer: string) {
  await captchaImage(canvasElement);
  await userEvent.click(shareBox(canvasElement));
  await userEvent.paste(SHARE_TEXT);
  if (answer) await userEvent.type(captchaBox(canvasElement), answer);
}

/** Parsed: fills the form in with the right answer and waits for the result. */
async function parse(canvasElement: HTMLElement, answer: () => string) {
  await fillIn(canvasElement, '');
  await userEvent.type(captchaBox(canvasElement), answer().toLowerCase());
  await userEvent.click(startButton(canvasElement));
  return within(canvasElement).findByRole('region', { name: '解析结果' }, PATIENCE);
}

/** Empty: a captcha image loads; starting asks for the link and the captcha; the link keeps 300 characters. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const image = await captchaImage(canvasElement);
    await expect(within(image).getByRole('presentation')).toHaveAttribute('src', expect.stringMatching(/^data:image/));
    await expect(region(canvasElement)).toHaveAccessibleDescription(/请在 24 小时内删除/);
    await expect(within(canvasElement).getByText(/请在 24 小时内删除下载的内容/)).toBeVisible();
    await userEvent.click(startButton(canvasElement));
    await expect(await within(canvasElement).findByText('请输入视频链接')).toBeVisible();
    await expect(within(canvasElement).getByText('请输入验证码')).toBeVisible();
    await expect(shareBox(canvasElement)).toHaveAccessibleDescription(expect.stringContaining('请输入视频链接'));
    await expect(server.calls.parses).toHaveLength(0);
    await expectCharacterLimit(shareBox(canvasElement), 300);
  },
};

/** Text without an http(s) link is refused before any call, so no captcha is spent on it. */
export const NoLinkInText: Story = {
  play: async ({ canvasElement }) => {
    await captchaImage(canvasElement);
    await userEvent.click(shareBox(canvasElement));
    await userEvent.paste('复制打开抖音，看看【配音小王的作品】');
    await userEvent.type(captchaBox(canvasElement), server.answer());
    await userEvent.click(startButton(canvasElement));
    await expect(await within(canvasElement).findByText('请输入正确的视频链接')).toBeVisible();
    await expect(server.calls.parses).toHaveLength(0);
    await expect(captchaBox(canvasElement)).toHaveValue(server.answer());
  },
};

/** Share prose around a link: the link that will be parsed is shown under the box, and is what is sent. */
export const ShareTextShowsLink: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, '');
    await expect(shareBox(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining(`将解析的链接：${SHARE_URL}`),
    );
    await userEvent.clear(shareBox(canvasElement));
    await userEvent.paste(SHARE_URL);
    await expect(within(canvasElement).queryByText(/将解析的链接/)).not.toBeInTheDocument();
  },
};

/** 换一张 (or a click on the image) brings a new image and clears the answer typed for the old one. */
export const CaptchaRefresh: Story = {
  play: async ({ canvasElement }) => {
    const image = await captchaImage(canvasElement);
    const src = () => within(image).getByRole('presentation').getAttribute('src');
    const first = src();
    await userEvent.type(captchaBox(canvasElement), 'abcd');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '换一张' }));
    await eventually(() => expect(server.calls.captchas).toBe(2));
    await eventually(() => expect(src()).not.toBe(first));
    await expect(captchaBox(canvasElement)).toHaveValue('');
    await userEvent.click(image);
    await eventually(() => expect(server.calls.captchas).toBe(3));
  },
};

/** A wrong captcha: the server's message, a new image, the answer cleared; the link stays. */
export const WrongCaptcha: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'ZZZZ');
    await userEvent.click(startButton(canvasElement));
    await findToast('验证码错误');
    await eventually(() => expect(server.calls.captchas).toBe(2));
    await expect(captchaBox(canvasElement)).toHaveValue('');
    await expect(shareBox(canvasElement)).toHaveValue(SHARE_TEXT);
    await expect(server.calls.parses).toEqual([{ shareUrl: SHARE_URL, captcha: 'ZZZZ' }]);
  },
};

const unsupported = videoExtractServer({ parseFailure: '暂不支持该平台的链接' });

/** A link that fails with the right answer: the server's message; the image and the answer stay for the next link. */
export const ParseFailed: Story = {
  parameters: { dubkit: { setup: unsupported.reset }, msw: { handlers: unsupported.handlers } },
  play: async ({ canvasElement }) => {
    const image = await captchaImage(canvasElement);
    const first = within(image).getByRole('presentation').getAttribute('src');
    await fillIn(canvasElement, unsupported.answer());
    await userEvent.click(startButton(canvasElement));
    await findToast('暂不支持该平台的链接');
    await expect(region(canvasElement)).toHaveAttribute('data-state', 'form');
    await expect(captchaBox(canvasElement)).toHaveValue(unsupported.answer());
    await expect(within(image).getByRole('presentation')).toHaveAttribute('src', first);
    await expect(unsupported.calls.captchas).toBe(1);
  },
};

const captchaDown = videoExtractServer({ captchaFailure: true });

export const CaptchaFailed: Story = {
  parameters: { dubkit: { setup: captchaDown.reset }, msw: { handlers: captchaDown.handlers } },
  play: async ({ canvasElement }) => {
    const retry = await within(canvasElement).findByRole('button', { name: '验证码加载失败，点击重试' }, PATIENCE);
    await userEvent.click(retry);
    await eventually(() => expect(captchaDown.calls.captchas).toBe(2));
  },
};

const slow = videoExtractServer({ parseDelay: 'infinite' });

export const Parsing: Story = {
  parameters: { dubkit: { setup: slow.reset }, msw: { handlers: slow.handlers } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, '');
    await userEvent.type(captchaBox(canvasElement), slow.answer());
    await userEvent.click(startButton(canvasElement));
    await eventually(() => expect(startButton(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(region(canvasElement)).toHaveAttribute('data-state', 'parsing');
  },
};

/** A video: title, author, cover address, size, the video, a copy button per address; 返回 brings the form back. */
export const ResultVideo: Story = {
  play: async ({ canvasElement }) => {
    const result = await parse(canvasElement, server.answer);
    await expect(within(result).getByRole('heading', { name: '解析结果' })).toHaveFocus();
    await expect(region(canvasElement)).toHaveAttribute('data-state', 'result');
    await expect(result).toHaveAttribute('data-media', 'video');
    await expect(within(result).getByText(videoResult.title)).toBeVisible();
    await expect(within(result).getByText('配音小王')).toBeVisible();
    await expect(within(result).getByText('1080 × 1920')).toBeVisible();
    const video = result.querySelector('video');
    await expect(video).toHaveAttribute('src', videoResult.video?.url);
    await expect(within(result).getByRole('link', { name: videoResult.video?.url })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(within(result).getByRole('button', { name: '复制封面地址' })).toBeVisible();
    await expect(within(result).getByRole('button', { name: '复制背景音乐地址' })).toBeVisible();

    const clipboard = grantClipboard();
    await userEvent.click(within(result).getByRole('button', { name: '复制视频地址' }));
    await findToast('已复制到剪贴板');
    await expect(clipboard).toHaveBeenCalledWith(videoResult.video?.url);
    clipboard.mockRestore();

    await userEvent.click(within(result).getByRole('button', { name: '返回' }));
    await eventually(() => expect(shareBox(canvasElement)).toHaveFocus());
    await expect(shareBox(canvasElement)).toHaveValue(SHARE_TEXT);
    await expect(captchaBox(canvasElement)).toHaveValue('');
    await eventually(() => expect(server.calls.captchas).toBe(2));
  },
};

const gallery = videoExtractServer({ result: imagesResult });

/** An image post: the images, each with its copy button; no size or video address. */
export const ResultImages: Story = {
  parameters: { dubkit: { setup: gallery.reset }, msw: { handlers: gallery.handlers } },
  play: async ({ canvasElement }) => {
    const result = await parse(canvasElement, gallery.answer);
    await expect(result).toHaveAttribute('data-media', 'images');
    await expect(within(result).getByText('图集（共 4 张）')).toBeVisible();
    await expect(within(result).getAllByRole('img', { name: /第 \d 张图片/ })).toHaveLength(4);
    for (const index of [1, 2, 3, 4])
      await expect(within(result).getByRole('button', { name: `复制第 ${index} 张图片地址` })).toBeVisible();
    await expect(within(result).queryByText('尺寸')).not.toBeInTheDocument();
    await expect(within(result).queryByRole('button', { name: '复制视频地址' })).not.toBeInTheDocument();
  },
};

export const PhoneResultVideo: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const result = await parse(canvasElement, server.answer);
    await expect(within(result).getByRole('button', { name: '复制视频地址' })).toBeVisible();
    // Nothing runs off the side of a phone.
    await expect(region(canvasElement).scrollWidth).toBeLessThanOrEqual(region(canvasElement).clientWidth);
  },
};

export const PhoneResultImages: Story = {
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  parameters: ResultImages.parameters,
  play: async ({ canvasElement }) => {
    const result = await parse(canvasElement, gallery.answer);
    await expect(within(result).getAllByRole('img', { name: /第 \d 张图片/ })).toHaveLength(4);
  },
};
