import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Upload } from './Upload';

const MB = 1024 * 1024;
const image = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

// Native drag events carry a real DataTransfer with the files, as a drop from the desktop does.
const drop = (target: Element, files: File[]) => {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
};

const meta = {
  title: 'UI/Upload',
  component: Upload,
  args: {
    children: '点击或拖拽图片到此处上传',
    hint: '支持 jpg/png，不超过 10M',
    accept: ['.jpg', '.jpeg', '.png'],
    maxSize: 10 * MB,
    messages: { invalidType: '图片格式仅支持 jpg/png', tooLarge: '图片文件大小不超过10M' },
    onFile: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

const zoneOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /点击或拖拽图片到此处上传/ });
const inputOf = (canvasElement: HTMLElement) => canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(zoneOf(canvasElement)).toBeEnabled();
    await expect(inputOf(canvasElement)).toHaveAttribute('accept', '.jpg,.jpeg,.png');
  },
};

export const PickedByClick: Story = {
  play: async ({ args, canvasElement }) => {
    const zone = zoneOf(canvasElement);
    const input = inputOf(canvasElement);
    // The real picker cannot open in a headless test; assert the zone asks for it, then pick as the user would.
    const click = spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.click(zone);
    await expect(click).toHaveBeenCalled();
    click.mockRestore();
    const file = image('合同.png', 'image/png');
    await userEvent.upload(input, file, { applyAccept: false });
    await expect(args.onFile).toHaveBeenCalledWith(file);
    await expect(zone).toHaveTextContent('合同.png');
  },
};

export const KeyboardOpensPicker: Story = {
  play: async ({ canvasElement }) => {
    const click = spyOn(inputOf(canvasElement), 'click').mockImplementation(() => {});
    await userEvent.tab();
    await expect(zoneOf(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(click).toHaveBeenCalledTimes(2);
    click.mockRestore();
  },
};

export const DroppedFile: Story = {
  play: async ({ args, canvasElement }) => {
    const zone = zoneOf(canvasElement);
    fireEvent.dragEnter(zone);
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'));
    fireEvent.dragLeave(zone, { relatedTarget: document.body });
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));
    const file = image('截图.jpg', 'image/jpeg');
    drop(zone, [file]);
    await expect(args.onFile).toHaveBeenCalledWith(file);
    await waitFor(() => expect(zone).toHaveTextContent('截图.jpg'));
  },
};

export const WrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const zone = zoneOf(canvasElement);
    drop(zone, [image('动图.gif', 'image/gif')]);
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('图片格式仅支持 jpg/png'));
    await expect(zone).toHaveAccessibleDescription('图片格式仅支持 jpg/png');
    await expect(zone).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onFile).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith('type', '图片格式仅支持 jpg/png', expect.any(File));
    // A good file afterwards clears the message.
    drop(zone, [image('a.png', 'image/png')]);
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeEmptyDOMElement());
  },
};

export const TooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(inputOf(canvasElement), image('大图.png', 'image/png', 10 * MB + 1));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('图片文件大小不超过10M');
    await expect(args.onReject).toHaveBeenCalledWith('size', '图片文件大小不超过10M', expect.any(File));
  },
};

export const MultipleFiles: Story = {
  play: async ({ args, canvasElement }) => {
    drop(zoneOf(canvasElement), [image('a.png', 'image/png'), image('b.png', 'image/png')]);
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('只能上传一个文件'));
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const zone = zoneOf(canvasElement);
    await expect(zone).toBeDisabled();
    drop(zone, [image('a.png', 'image/png')]);
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};
