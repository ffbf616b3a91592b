import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, spyOn, userEvent, within } from 'storybook/test';
import { findToast } from '../../testing/reply';
import { ocrServer, RECOGNISED_TEXT } from '../../testing/tools/ocr';
import {
  catchDownloads,
  dropFiles,
  eventually,
  grantClipboard,
  PATIENCE,
  pasteFile,
  TOOLS_STORY,
} from '../../testing/tools/stories';
import { pngDataUrl, pngFile } from '../../testing/tools/toolsMedia';
import { withDubKit } from '../../testing/withDubKit';
import { OcrTool, OcrToolView } from './OcrTool';
import { useOcrTool } from './useOcrTool';

const MB = 1024 * 1024;
const server = ocrServer();

const meta = {
  title: 'Tools/OcrTool',
  component: OcrTool,
  decorators: [withDubKit],
  parameters: { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } },
} satisfies Meta<typeof OcrTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const tool = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '图片文字识别' });
const zone = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /点击选择、拖拽或粘贴图片到此处|已选择|松开即可添加图片/ });
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const startButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: '开始识别' });

/** Picks an image as a user does through the file picker. */
async function pick(canvasElement: HTMLElement, file = pngFile('合同扫描件.png')) {
  await userEvent.upload(fileInput(canvasElement), file, { applyAccept: false });
  await expect(await within(canvasElement).findByRole('img', { name: `待识别的图片：${file.name}` })).toBeVisible();
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const root = tool(canvasElement);
    await expect(root).toHaveAttribute('data-state', 'idle');
    const general = within(root).getByRole('radio', { name: '通用' });
    await expect(general).toBeChecked();
    await expect(within(root).getByRole('radiogroup', { name: '识别类型' })).toBeVisible();
    await expect(zone(canvasElement)).toHaveAccessibleDescription(/支持 jpg\/png 格式，大小不超过 10M/);
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/jpeg,image/png,.jpg,.jpeg,.png');
    await expect(startButton(canvasElement)).toBeDisabled();
  },
};

/** The keyboard reaches everything: the type by arrows, the dropzone opens the picker with Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const root = tool(canvasElement);
    await userEvent.tab();
    await expect(within(root).getByRole('radio', { name: '通用' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(root).getByRole('radio', { name: '手写' })).toBeChecked();
    await expect(root).toHaveAttribute('data-type', '1');
    const click = spyOn(fileInput(canvasElement), 'click').mockImplementation(() => {});
    await userEvent.tab();
    await expect(zone(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(click).toHaveBeenCalled();
    click.mockRestore();
  },
};

export const DraggingOver: Story = {
  play: async ({ canvasElement }) => {
    const dropzone = zone(canvasElement);
    fireEvent.dragEnter(dropzone);
    await eventually(() => expect(dropzone).toHaveAttribute('data-dragging', 'true'));
    await expect(tool(canvasElement)).toHaveAttribute('data-dragging', 'true');
    await expect(dropzone).toHaveTextContent('松开即可添加图片');
  },
};

export const FilePicked: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement);
    await expect(tool(canvasElement)).toHaveAttribute('data-state', 'picked');
    await expect(zone(canvasElement)).toHaveTextContent('已选择：合同扫描件.png');
    await expect(startButton(canvasElement)).toBeEnabled();
  },
};

export const FileDropped: Story = {
  play: async ({ canvasElement }) => {
    dropFiles(zone(canvasElement), [pngFile('发票.jpg', 'image/jpeg')]);
    await expect(await within(canvasElement).findByRole('img', { name: '待识别的图片：发票.jpg' })).toBeVisible();
    await expect(startButton(canvasElement)).toBeEnabled();
  },
};

/** Ctrl+V of a copied screenshot (a pasted image is named image.png by the browser) picks it. */
export const PastedScreenshot: Story = {
  play: async ({ canvasElement }) => {
    const handled = !pasteFile(pngFile('image.png'), document.body);
    await expect(handled).toBe(true);
    await expect(await within(canvasElement).findByRole('img', { name: '待识别的图片：image.png' })).toBeVisible();
    await expect(tool(canvasElement)).toHaveAttribute('data-state', 'picked');
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    dropFiles(zone(canvasElement), [new File(['GIF89a'], '动图.gif', { type: 'image/gif' })]);
    await eventually(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent('图片格式仅支持 jpg/png'),
    );
    await expect(zone(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(startButton(canvasElement)).toBeDisabled();
    // A good image afterwards clears the refusal.
    await pick(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pngFile('长截图.png', 'image/png', 10 * MB), {
      applyAccept: false,
    });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('图片文件大小不超过10M');
    await expect(startButton(canvasElement)).toBeDisabled();
  },
};

export const TwoFilesDropped: Story = {
  play: async ({ canvasElement }) => {
    dropFiles(zone(canvasElement), [pngFile('a.png'), pngFile('b.png')]);
    await eventually(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('一次只能识别一张图片'));
  },
};

const slowServer = ocrServer({ uploadDelay: 'infinite' });

/** Started: the policy asked with the chosen type, the image on its way; the controls wait. */
export const Uploading: Story = {
  parameters: { dubkit: { setup: slowServer.reset }, msw: { handlers: slowServer.handlers } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '手写' }));
    await pick(canvasElement, pngFile('手写笔记.png'));
    await userEvent.click(startButton(canvasElement));
    const bar = await within(canvasElement).findByRole('progressbar', { name: '正在上传图片' }, PATIENCE);
    await expect(bar).toBeVisible();
    await expect(tool(canvasElement)).toHaveAttribute('data-state', 'uploading');
    await expect(startButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(zone(canvasElement)).toBeDisabled();
    await eventually(() => expect(slowServer.calls.policies).toEqual([{ filename: '手写笔记.png', type: '1' }]));
    await eventually(() =>
      expect(slowServer.calls.uploads).toEqual([{ key: 'ocr/2026/11/手写笔记.png', fileName: '手写笔记.png' }]),
    );
  },
};

/** The upload part way (what the storage host's progress events show), and then recognising once all is sent. */
function ProgressHost({ progress }: { progress: number }) {
  const state = useOcrTool();
  const file = pngFile('合同扫描件.png');
  return <OcrToolView {...state} phase="uploading" file={file} preview={pngDataUrl} progress={progress} />;
}

export const UploadProgress: Story = {
  render: () => <ProgressHost progress={0.42} />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '正在上传图片' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
  },
};

export const Recognising: Story = {
  render: () => <ProgressHost progress={1} />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '正在识别文字…' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** Recognised: the text to edit, copy and export as .txt; 返回 goes back to the image. */
export const Recognised: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement);
    await userEvent.click(startButton(canvasElement));
    await findToast('图片文字识别成功');
    const result = await within(canvasElement).findByRole('textbox', { name: '识别结果' });
    await expect(result).toHaveValue(RECOGNISED_TEXT);
    await expect(tool(canvasElement)).toHaveAttribute('data-state', 'recognised');

    await userEvent.type(result, '（已校对）');
    const clipboard = grantClipboard();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制' }));
    await findToast('已复制到剪贴板');
    await expect(clipboard).toHaveBeenCalledWith(`${RECOGNISED_TEXT}（已校对）`);
    clipboard.mockRestore();

    const caught = catchDownloads();
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '导出文本' }));
      await expect(caught.downloads).toHaveLength(1);
      await expect(caught.downloads[0]?.name).toMatch(/^图片文字识别结果-\d{8}-\d{6}\.txt$/);
      await expect(caught.downloads[0]?.href).toMatch(/^blob:/);
    } finally {
      caught.restore();
    }

    await userEvent.click(within(canvasElement).getByRole('button', { name: '返回' }));
    await expect(within(canvasElement).getByRole('img', { name: '待识别的图片：合同扫描件.png' })).toBeVisible();
    await expect(startButton(canvasElement)).toBeEnabled();
  },
};

const emptyServer = ocrServer({ text: '' });

/** Nothing recognised: exporting says the text is empty, copying that there is nothing to copy. */
export const EmptyResult: Story = {
  parameters: { dubkit: { setup: emptyServer.reset }, msw: { handlers: emptyServer.handlers } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement);
    await userEvent.click(startButton(canvasElement));
    await expect(await within(canvasElement).findByRole('textbox', { name: '识别结果' }, PATIENCE)).toHaveValue('');
    const caught = catchDownloads();
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '导出文本' }));
      await findToast('文本内容为空');
      await expect(caught.downloads).toHaveLength(0);
    } finally {
      caught.restore();
    }
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制' }));
    await findToast('内容为空，无法复制');
  },
};

const policyDown = ocrServer({ policyFailure: '图片识别服务繁忙，请稍后再试' });

export const PolicyFailed: Story = {
  parameters: { dubkit: { setup: policyDown.reset }, msw: { handlers: policyDown.handlers } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement);
    await userEvent.click(startButton(canvasElement));
    await findToast('请求失败：图片识别服务繁忙，请稍后再试');
    await expect(tool(canvasElement)).toHaveAttribute('data-failed', 'policy');
    await expect(policyDown.calls.uploads).toHaveLength(0);
    await expect(startButton(canvasElement)).toBeEnabled();
    await expect(tool(canvasElement)).toHaveAttribute('data-state', 'picked');
  },
};

const unreadable = ocrServer({ uploadFailure: '未能识别到文字' });

export const RecognitionFailed: Story = {
  parameters: { dubkit: { setup: unreadable.reset }, msw: { handlers: unreadable.handlers } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement);
    await userEvent.click(startButton(canvasElement));
    await findToast('图片文字识别失败: 未能识别到文字');
    await expect(tool(canvasElement)).toHaveAttribute('data-failed', 'upload');
    await expect(startButton(canvasElement)).toBeEnabled();
    await expect(screen.queryByRole('textbox', { name: '识别结果' })).not.toBeInTheDocument();
  },
};

export const PhonePicked: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: FilePicked.play,
};

export const PhoneRecognised: Story = {
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement);
    await userEvent.click(startButton(canvasElement));
    await expect(await within(canvasElement).findByRole('textbox', { name: '识别结果' }, PATIENCE)).toBeVisible();
    for (const name of ['复制', '导出文本', '返回'])
      await expect(within(canvasElement).getByRole('button', { name })).toBeVisible();
  },
};
