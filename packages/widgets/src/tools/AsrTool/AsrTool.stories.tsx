import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Failure } from '../../testing/reply';
import { toneUri } from '../../testing/tone';
import { asrServer, mediaFile } from '../../testing/tools/asr';
import { dropFiles, eventually, PATIENCE, TOOLS_STORY } from '../../testing/tools/stories';
import { withDubKit } from '../../testing/withDubKit';
import { AsrInputView } from './AsrInput/AsrInput';
import { useAsrInput } from './AsrInput/useAsrInput';
import { AsrTool } from './AsrTool';

const MB = 1024 * 1024;
const server = asrServer();
/** Reads every file as this many seconds (the real reader is the FileChosen story's). */
const lasting = (seconds: number) => async () => seconds;

const meta = {
  title: 'Tools/AsrTool',
  component: AsrTool,
  decorators: [withDubKit],
  args: { readDuration: lasting(61) },
  parameters: { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } },
} satisfies Meta<typeof AsrTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const tool = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '文案提取' });
const submit = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /开始提取|正在添加任务/ });
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const zone = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /点击选择或拖拽音视频文件到此处|已选择|松开即可添加文件/ });

async function chooseFileSource(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('radio', { name: '本地文件' }));
}

/** Picks a file as a user does through the picker. */
async function pick(canvasElement: HTMLElement, file: File) {
  await chooseFileSource(canvasElement);
  await userEvent.upload(fileInput(canvasElement), file, { applyAccept: false });
}

/** The input tab as it opens: three tabs, the link source, 开始提取. */
export const InputEmpty: Story = {
  play: async ({ canvasElement }) => {
    const root = tool(canvasElement);
    const tabs = within(root).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['提取文案', '任务管理', '会员中心']);
    await expect(within(root).getByRole('tab', { name: '提取文案' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(root).getByRole('radio', { name: '视频链接' })).toBeChecked();
    await expect(within(root).getByRole('textbox', { name: '视频分享链接' })).toHaveAttribute(
      'placeholder',
      '请输入视频分享链接',
    );
    // An empty link is refused with the spec's message.
    await userEvent.click(submit(canvasElement));
    await expect(await within(root).findByText('请输入视频分享链接', { selector: ':not(textarea)' })).toBeVisible();
    await expect(server.calls.links).toEqual([]);
  },
};

/** Share prose: the link to be parsed is shown; 开始提取 sends only the link and the task is added. */
export const LinkEntered: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '视频分享链接' });
    await userEvent.type(box, '3.82 复制打开抖音，看看【口播教程】 https://v.douyin.com/iRNBho6/ 复制此链接');
    await expect(box).toHaveAccessibleDescription(
      expect.stringContaining('将解析的链接：https://v.douyin.com/iRNBho6/'),
    );
    await userEvent.click(submit(canvasElement));
    const dialog = await screen.findByRole('dialog', { name: '任务已添加' });
    await expect(dialog).toHaveTextContent('任务已添加，请稍后前往任务列表查看');
    await expect(server.calls.links).toEqual(['https://v.douyin.com/iRNBho6/']);
  },
};

/** Text with no link is refused before any call. */
export const LinkWithoutUrl: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('textbox', { name: '视频分享链接' }),
      '这是一段没有链接的文字',
    );
    await userEvent.click(submit(canvasElement));
    await expect(await within(canvasElement).findByText('请输入正确的视频链接')).toBeVisible();
    await expect(server.calls.links).toEqual([]);
  },
};

const linkRefused = asrServer({ linkFailure: new Failure(500, '暂不支持该平台的链接') });

export const LinkAddFailed: Story = {
  parameters: { dubkit: { setup: linkRefused.reset }, msw: { handlers: linkRefused.handlers } },
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('textbox', { name: '视频分享链接' }),
      'https://example.com/v/1',
    );
    await userEvent.click(submit(canvasElement));
    await expect(await within(canvasElement).findByRole('alert', {}, PATIENCE)).toHaveTextContent(
      '任务添加失败：暂不支持该平台的链接',
    );
  },
};

/** A real WAV: its duration is read in the browser (the media element) and shown; 开始提取 is enabled. */
export const FileChosen: Story = {
  args: { readDuration: undefined },
  play: async ({ canvasElement }) => {
    const wav = await (await fetch(toneUri(440, 1.5))).blob();
    await pick(canvasElement, new File([wav], '采访录音.wav', { type: 'audio/wav' }));
    await eventually(() => expect(zone(canvasElement)).toHaveTextContent('已选择：采访录音.wav'));
    await eventually(() => expect(zone(canvasElement)).toHaveTextContent('时长 0:02'));
    await expect(tool(canvasElement).querySelector('[data-state]')).toHaveAttribute('data-state', 'ready');
    await expect(submit(canvasElement)).toBeEnabled();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.mp3,.wav,.mp4,.m4a,.mov');
  },
};

export const FileDropped: Story = {
  play: async ({ canvasElement }) => {
    await chooseFileSource(canvasElement);
    dropFiles(zone(canvasElement), [mediaFile('会议.mov')]);
    await eventually(() => expect(zone(canvasElement)).toHaveTextContent('时长 1:01'));
    await expect(submit(canvasElement)).toBeEnabled();
  },
};

export const RefusedFormat: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, mediaFile('歌曲.flac'));
    await expect(await within(canvasElement).findByText('文件格式仅支持 mp3/wav/mp4/m4a/mov')).toBeVisible();
    await expect(zone(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(submit(canvasElement)).toBeDisabled();
  },
};

export const RefusedSize: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, mediaFile('长视频.mp4', 100 * MB));
    await expect(await within(canvasElement).findByText('文件大小不超过100M')).toBeVisible();
    await expect(submit(canvasElement)).toBeDisabled();
  },
};

export const RefusedDuration: Story = {
  args: { readDuration: lasting(1201) },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, mediaFile('讲座.mp3'));
    await expect(await within(canvasElement).findByText('音频时长不超过20分钟')).toBeVisible();
    await expect(submit(canvasElement)).toBeDisabled();
    await expect(server.calls.policies).toEqual([]);
  },
};

const slow = asrServer({ uploadDelay: 'infinite' });

/** Started: the policy asked with the name, size and duration; the file on its way, the controls waiting. */
export const Uploading: Story = {
  parameters: { dubkit: { setup: slow.reset }, msw: { handlers: slow.handlers } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, mediaFile('采访.mp3', 3000));
    await eventually(() => expect(submit(canvasElement)).toBeEnabled());
    await userEvent.click(submit(canvasElement));
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: '正在上传文件' }, PATIENCE),
    ).toBeVisible();
    await expect(submit(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(zone(canvasElement)).toBeDisabled();
    await eventually(() =>
      expect(slow.calls.policies).toEqual([{ filename: '采访.mp3', fileLength: 3000, duration: 61 }]),
    );
    await eventually(() => expect(slow.calls.uploads).toEqual([{ key: 'asr/2026/11/采访.mp3', fileName: '采访.mp3' }]));
  },
};

function ProgressHost() {
  const state = useAsrInput();
  return (
    <AsrInputView
      {...state}
      source="file"
      phase="uploading"
      sending
      file={mediaFile('采访.mp3')}
      duration={61}
      progress={0.42}
    />
  );
}

/** The upload part way, as the storage host's progress events show it. */
export const UploadProgress: Story = {
  render: () => <ProgressHost />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '正在上传文件' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
  },
};

/** Added: the dialog; 前往任务列表 opens the task tab with the new task. */
export const TaskAdded: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, mediaFile('采访.mp3'));
    await eventually(() => expect(submit(canvasElement)).toBeEnabled());
    await userEvent.click(submit(canvasElement));
    const dialog = await screen.findByRole('dialog', { name: '任务已添加' }, PATIENCE);
    await expect(dialog).toHaveTextContent('任务已添加，请稍后前往任务列表查看');
    await userEvent.click(within(dialog).getByRole('button', { name: '前往任务列表' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '任务已添加' })).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('tab', { name: '任务管理' })).toHaveAttribute('aria-selected', 'true');
    const list = await within(canvasElement).findByRole('list', { name: '转写任务' }, PATIENCE);
    await expect(list).toHaveTextContent('采访.mp3');
    await expect(list).toHaveTextContent('排队中');
  },
};

const policyRefused = asrServer({ policyFailure: new Failure(500, '服务繁忙，请稍后再试') });

export const AddFailed: Story = {
  parameters: { dubkit: { setup: policyRefused.reset }, msw: { handlers: policyRefused.handlers } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, mediaFile('采访.mp3'));
    await eventually(() => expect(submit(canvasElement)).toBeEnabled());
    await userEvent.click(submit(canvasElement));
    await expect(
      await within(canvasElement).findByText('任务添加失败：服务繁忙，请稍后再试', {}, PATIENCE),
    ).toBeVisible();
    await expect(submit(canvasElement)).toBeEnabled();
  },
};

const uploadRefused = asrServer({ uploadFailure: '文件内容无法识别为音视频' });

export const UploadFailed: Story = {
  parameters: { dubkit: { setup: uploadRefused.reset }, msw: { handlers: uploadRefused.handlers } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, mediaFile('采访.mp3'));
    await eventually(() => expect(submit(canvasElement)).toBeEnabled());
    await userEvent.click(submit(canvasElement));
    await expect(
      await within(canvasElement).findByText('上传失败: 文件内容无法识别为音视频', {}, PATIENCE),
    ).toBeVisible();
  },
};

const MINUTES = '本月转写时长已用完（已用 30 / 共 30 分钟），开通会员可获得每月500分钟';
const minutesOut = asrServer({ policyFailure: new Failure(402, MINUTES) });

/** The month's minutes used up: the server's message with 立即开通, which opens the member center. */
export const MinutesExceeded: Story = {
  parameters: { dubkit: { setup: minutesOut.reset }, msw: { handlers: minutesOut.handlers } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, mediaFile('采访.mp3'));
    await eventually(() => expect(submit(canvasElement)).toBeEnabled());
    await userEvent.click(submit(canvasElement));
    const alert = await within(canvasElement).findByText(MINUTES, {}, PATIENCE);
    await expect(alert).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '立即开通' }));
    await expect(within(canvasElement).getByRole('tab', { name: '会员中心' })).toHaveAttribute('aria-selected', 'true');
    await expect(await within(canvasElement).findByRole('heading', { name: '会员套餐' })).toBeVisible();
  },
};

/** The keyboard: arrows move between the tabs; Tab reaches the source choice and the link field. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('tab', { name: '提取文案' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvasElement).getByRole('tab', { name: '任务管理' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvasElement).getByRole('tab', { name: '会员中心' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(within(canvasElement).getByRole('tab', { name: '提取文案' })).toHaveAttribute('aria-selected', 'true');
    // The tab panel is a stop of its own (APG), then the source choice.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: '视频链接' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvasElement).getByRole('radio', { name: '本地文件' })).toBeChecked();
  },
};

export const PhoneInput: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, mediaFile('采访.mp3'));
    await eventually(() => expect(submit(canvasElement)).toBeEnabled());
    const root = tool(canvasElement);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
    for (const tab of within(root).getAllByRole('tab')) await expect(tab).toBeVisible();
  },
};
